import { describe, expect, it } from "vitest";
import { icalendar } from "#core/calendar/icalendar";
import { foundationQuerySchema } from "#core/contracts/private-foundation";
import { foundationPlanAnswer } from "../../api/modules/estate/foundation-plan";
import { FOUNDATION_QUERY } from "../../tests/support/foundation-query";
import { foundationEvents } from "./foundation-events";

const answerOn = (today: string) => foundationPlanAnswer(foundationQuerySchema.parse(FOUNDATION_QUERY), today);

describe("foundationEvents", () => {
  it("gives the 2026 gift's deadlines still ahead on 2 December 2026: the last estimate, the return moved off a Saturday, the extension and the payout", () => {
    expect(foundationEvents(answerOn("2026-12-02")).map((e) => [e.date, e.summary, e.description])).toEqual([
      ["2026-12-15", "Foundation: Estimated payment, 4th quarter", "Form 990-PF"],
      // 15 May 2027 is a Saturday: the return is due Monday the 17th.
      ["2027-05-17", "Foundation: Return due (and any tax)", "Form 990-PF. Moved from May 15, 2027 by a weekend or holiday."],
      ["2027-11-15", "Foundation: Extended return due", "Form 990-PF"],
      ["2027-12-31", "Foundation: Pay out the 2026 distributable amount", "IRC §4942"],
    ]);
  });

  it("leaves nothing once the year's deadlines have all gone by", () => {
    expect(foundationEvents(answerOn("2028-01-01"))).toEqual([]);
  });

  it("gives each deadline its own id, the same on each download, in a file calendars read", () => {
    const early = foundationEvents(answerOn("2026-01-02"));
    expect(early).toHaveLength(7);
    expect(new Set(early.map((e) => e.uid)).size).toBe(7);
    expect(foundationEvents(answerOn("2026-12-02")).map((e) => e.uid)).toEqual(early.slice(3).map((e) => e.uid));
    const file = icalendar({ name: "Private foundation calendar", events: early, stamp: new Date("2026-01-02T12:00:00Z") });
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(file).toContain("DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\nSUMMARY:Foundation: Pay out the 2026 distributable amount\r\n");
  });
});
