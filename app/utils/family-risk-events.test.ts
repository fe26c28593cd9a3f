import { describe, expect, it } from "vitest";
import { icalendar } from "#core/calendar/icalendar";
import { familyRiskQuerySchema } from "#core/contracts/family-risk";
import { familyRiskAnswer } from "../../api/modules/insurance/family-risk";
import { FAMILY_RISK_QUERY } from "../../tests/support/family-risk-query";
import { familyRiskEvents } from "./family-risk-events";

const answerOn = (today: string, query: Record<string, string> = FAMILY_RISK_QUERY) => familyRiskAnswer(familyRiskQuerySchema.parse(query), today);

describe("familyRiskEvents", () => {
  it("gives each policy's day to shop it, 90 days before, and its renewal, in renewal order", () => {
    // 90 days before 2040-02-15 is 2039-11-17 (back 31 to January 15, 31 to December 15, 30 to November 15, then 2 more days forward).
    expect(familyRiskEvents(answerOn("2026-12-02")).map((e) => [e.date, e.summary])).toEqual([
      ["2039-11-17", "Send the broker the changes: Umbrella"],
      ["2040-02-15", "Umbrella renews"],
      ["2039-11-17", "Send the broker the changes: Beach house"],
      ["2040-02-15", "Beach house renews"],
      ["2040-01-02", "Send the broker the changes: Main home"],
      ["2040-04-01", "Main home renews"],
      ["2040-09-01", "Send the broker the changes: Art collection"],
      ["2040-11-30", "Art collection renews"],
    ]);
    const [shop, renews] = familyRiskEvents(answerOn("2026-12-02"));
    expect(shop!.description).toBe("Renews on February 15, 2040, 90 days from this day: time to shop it. Umbrella liability: $10,000,000 of cover for $4,200 a year.");
    expect(renews!.description).toBe("Umbrella liability: $10,000,000 of cover for $4,200 a year.");
  });

  it("keeps only the renewal once its day to shop has gone by, and leaves out a renewal past", () => {
    // On 2040-02-01 the umbrella and beach house renew in 14 days, the main home in 60; the collection's day to shop is ahead.
    expect(familyRiskEvents(answerOn("2040-02-01")).map((e) => e.summary)).toEqual([
      "Umbrella renews",
      "Beach house renews",
      "Main home renews",
      "Send the broker the changes: Art collection",
      "Art collection renews",
    ]);
    expect(familyRiskEvents(answerOn("2040-12-01"))).toEqual([]);
  });

  it("gives every event its own id, the same on each download, in a file calendars read", () => {
    const events = familyRiskEvents(answerOn("2026-12-02"));
    expect(new Set(events.map((e) => e.uid)).size).toBe(8);
    expect(familyRiskEvents(answerOn("2030-06-01")).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    const file = icalendar({ name: "Family insurance renewals", events, stamp: new Date("2026-12-02T12:00:00Z") });
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(8);
    expect(file).toContain("DTSTART;VALUE=DATE:20400401\r\nDTEND;VALUE=DATE:20400402\r\nSUMMARY:Main home renews\r\n");
  });
});
