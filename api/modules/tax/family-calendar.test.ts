import { describe, expect, it } from "vitest";
import { familyCalendarResponseSchema } from "../../../core/contracts/family-calendar";
import { FAMILY_CALENDAR_DISCLAIMER, FAMILY_CALENDAR_FIELD, FAMILY_CALENDAR_FINDINGS as F, FAMILY_CALENDAR_STEPS } from "../../../core/messages/family-calendar";
import { FAMILY_CALENDAR_QUERY } from "../../../tests/support/family-calendar-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/tax/family-calendar";
const calendar = async (change: Record<string, string>) => {
  const response = await suite.get(PATH, { ...FAMILY_CALENDAR_QUERY, ...change }, "taaffeite");
  expect(response.status).toBe(200);
  return familyCalendarResponseSchema.parse((await response.json()).data);
};

describe("GET /api/tax/family-calendar", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_CALENDAR_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("lists each filer's deadlines of the year, the busy months and what to plan for", async () => {
    const data = await calendar({});
    expect(data.inputs.filers.map((f) => [f.name, f.kindLabel])).toEqual([
      ["Alex Rivera", "Person (Form 1040)"],
      ["Rivera Family Trust", "Trust or estate (Form 1041)"],
      ["Rivera Holdings LP", "Partnership or LLC (Form 1065)"],
      ["Rivera Foundation", "Private foundation (Form 990-PF)"],
    ]);
    expect(data.deadlines).toHaveLength(20);
    expect(data.deadlines[0]).toMatchObject({ date: "2026-04-15", name: "Alex Rivera", form: "Form 1040", what: "Estimated payment, 1st quarter" });
    expect(data.deadlines.find((d) => d.form === "Form 990-PF" && d.kind === "return")).toMatchObject({ date: "2027-05-17", statutory: "2027-05-15", what: "Return due (and any tax)" });
    expect(data.months.map((m) => [m.label, m.count])).toEqual([
      ["April 2026", 3],
      ["June 2026", 3],
      ["September 2026", 3],
      ["December 2026", 1],
      ["January 2027", 2],
      ["March 2027", 1],
      ["April 2027", 2],
      ["May 2027", 1],
      ["September 2027", 2],
      ["October 2027", 1],
      ["November 2027", 1],
    ]);
    expect(data.findings).toContain(F.busiest("April 2026", 3));
    expect(data.findings).toContain("1 deadline moves off a weekend or legal holiday; the dates shown are the ones the IRS keeps.");
    expect(data.findings).toContain(F.scheduleK1);
    expect(data.findings.at(-1)).toBe(F.extension);
    // Past and upcoming follow the member's today.
    for (const d of data.deadlines) expect(d.past).toBe(d.date < data.today);
    expect(data.steps).toEqual([...FAMILY_CALENDAR_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_CALENDAR_DISCLAIMER);
  });

  it("names the next deadline, moved past Emancipation Day in 2035", async () => {
    // April 15, 2035 is a Sunday and the 16th, a Monday, is Emancipation Day: the 17th.
    const data = await calendar({ year: "2035", n2: "", n3: "", n4: "" });
    expect(data.deadlines[0]).toMatchObject({ date: "2035-04-17", statutory: "2035-04-15", past: false, upcoming: false });
    expect(data.findings[0]).toMatch(/^Next: Form 1040, estimated payment, 1st quarter, for Alex Rivera, on April 17, 2035, in \d+ days\.$/);
    expect(data.findings).not.toContain(F.scheduleK1);
  });

  it("says when the year's deadlines are all past", async () => {
    const data = await calendar({ year: "2024" });
    expect(data.findings[0]).toBe(F.noneLeft(2024));
    expect(data.deadlines.every((d) => d.past && !d.upcoming)).toBe(true);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ n1: "", n2: "", n3: "", n4: "" }, `n1: ${FAMILY_CALENDAR_FIELD.noEntity}`],
      [{ k2: "llc" }, `k2: ${FAMILY_CALENDAR_FIELD.kind}`],
      [{ n1: "x".repeat(81) }, "n1: must be at most 80 characters"],
      [{ year: "2023" }, "year: must be a year from 2024 to 2035"],
      [{ year: "2026.5" }, "year: must be a year from 2024 to 2035"],
      [{ year: "soon" }, "year: must be a year from 2024 to 2035"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_CALENDAR_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
