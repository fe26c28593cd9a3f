import { describe, expect, it } from "vitest";
import { nextGenerationResponseSchema } from "../../../core/contracts/next-generation";
import { NEXT_GENERATION_DISCLAIMER, NEXT_GENERATION_FIELD, NEXT_GENERATION_FINDINGS as F, NEXT_GENERATION_STEPS, STAGE_PROGRAM } from "../../../core/messages/next-generation";
import { addMonths, daysAfter } from "../../../core/planning/dates";
import { NEXT_GENERATION_QUERY, nextGenerationQuery } from "../../../tests/support/next-generation-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/education/next-generation";
const plan = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return nextGenerationResponseSchema.parse((await response.json()).data);
};

describe("GET /api/education/next-generation", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, NEXT_GENERATION_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("places each child in a stage and every milestone on one timeline (worked by hand)", async () => {
    const { today } = await plan({ c1: "Probe", b1: "2000-01-01" });
    const query = nextGenerationQuery(today);
    const data = await plan(query);
    // Maya, 14 years and 200 days: investing and work, independence at 18. Leo, 7 years and 100 days: money basics, saving and giving at 9.
    expect(data.children.map((c) => [c.name, c.age, c.stageTitle, c.next?.title, c.next?.date])).toEqual([
      ["Maya", 14, "Investing and work", "Independence", addMonths(query.b1, 18 * 12)],
      ["Leo", 7, "Money basics", "Saving and giving", addMonths(query.b2, 9 * 12)],
    ]);
    expect(data.children[0]!.topics).toEqual([...STAGE_PROGRAM.teen.topics]);
    // From today: Leo 9 in 2 years less 100 days; Maya 18 (stage and council) in 4 years less 200; Leo 13 in 6 less 100;
    // Maya 21 in 7 less 200; Maya 25 (stage and distribution) in 11 less 200; Leo 18 (two) in 11 less 100; Leo 21 in 14
    // less 100; Maya 30 in 16 less 200; Leo 25 (two) in 18 less 100; Leo 30 in 23 less 100.
    expect(data.milestones.map((m) => [m.name, m.kind, m.age])).toEqual([
      ["Leo", "stage", 9],
      ["Maya", "stage", 18],
      ["Maya", "council", 18],
      ["Leo", "stage", 13],
      ["Maya", "custody", 21],
      ["Maya", "stage", 25],
      ["Maya", "distribution", 25],
      ["Leo", "stage", 18],
      ["Leo", "council", 18],
      ["Leo", "custody", 21],
      ["Maya", "distribution", 30],
      ["Leo", "stage", 25],
      ["Leo", "distribution", 25],
      ["Leo", "distribution", 30],
    ]);
    // Only Leo's next stage, 2 years less 100 days away, falls within three years.
    expect(data.milestones.filter((m) => m.soon).map((m) => [m.name, m.age])).toEqual([["Leo", 9]]);
    expect(data.milestones[0]!.date).toBe(daysAfter(addMonths(today, 2 * 12), -100));
    expect(data.findings).toEqual([F.children(2, 2), F.next("Leo", data.milestones[0]!.what, data.milestones[0]!.date), F.soon(1)]);
    expect(data.milestones[0]!.what).toBe('Begins "Saving and giving" at 9');
    expect(data.steps).toEqual([...NEXT_GENERATION_STEPS]);
    expect(data.disclaimer).toBe(NEXT_GENERATION_DISCLAIMER);
  });

  it("says when a custodial account passes soon, what has passed, and asks for the trust's ages", async () => {
    const { today } = await plan({ c1: "Probe", b1: "2000-01-01" });
    // Sam is 19 years and 100 days: the account passes at 21, in under two years; the council seat at 18 has passed.
    const b1 = daysAfter(addMonths(today, -19 * 12), -100);
    const data = await plan({ c1: "Sam", b1, custody: "21" });
    const custody = addMonths(b1, 21 * 12);
    expect(data.findings).toContain(F.custody("Sam", 21, custody));
    expect(data.findings).toContain(F.passed("Sam", "A seat at the family council at 18"));
    expect(data.findings).toContain(F.noDistributions);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const { today } = await plan({ c1: "Probe", b1: "2000-01-01" });
    const cases: Array<[Record<string, string>, string]> = [
      [{ c1: "", c2: "" }, `c1: ${NEXT_GENERATION_FIELD.noChild}`],
      [{ b2: "" }, "b2: is required"],
      [{ b2: daysAfter(today, 1) }, `b2: ${NEXT_GENERATION_FIELD.future}`],
      [{ custody: "19" }, `custody: ${NEXT_GENERATION_FIELD.custody}`],
      [{ council: "41" }, "council: must be at most 40"],
      [{ d3: "17" }, "d3: must be at least 18"],
      [{ c3: "x".repeat(61) }, "c3: must be at most 60 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...NEXT_GENERATION_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
