import { describe, expect, it } from "vitest";
import { familyLegalResponseSchema } from "../../../core/contracts/family-legal";
import { FIELD } from "../../../core/messages/planning";
import { daysAfter, daysBetween } from "../../../core/planning/dates";
import { FAMILY_LEGAL_DISCLAIMER, FAMILY_LEGAL_FIELD, FAMILY_LEGAL_FINDINGS as F, FAMILY_LEGAL_STEPS } from "../../../core/messages/family-legal";
import { FAMILY_LEGAL_QUERY } from "../../../tests/support/family-legal-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/legal/family-calendar";
const calendar = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return familyLegalResponseSchema.parse((await response.json()).data);
};

describe("GET /api/legal/family-calendar", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_LEGAL_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("puts the family's matters in the order to act, each notice counted back from its date (worked by hand)", async () => {
    const data = await calendar(FAMILY_LEGAL_QUERY);
    // 15 November 2039 less 60 days is 16 September; 31 March 2040 less 90 days, over a leap February, is 1 January 2040;
    // 1 February 2041 less 30 days is 2 January 2041; the annual report needs no notice.
    expect(data.matters.map((m) => [m.name, m.actBy, m.action, m.status])).toEqual([
      ["Yacht management", "2039-09-16", "Last day to give notice, or it renews", "later"],
      ["Office lease", "2040-01-01", "Last day to give notice, or it renews", "later"],
      ["Holdings LLC annual report", "2040-05-01", "Due", "later"],
      ["Prenuptial review", "2041-01-02", "Last day to give notice", "later"],
    ]);
    for (const m of data.matters) expect(m.daysToAct, m.name).toBe(daysBetween(data.today, m.actBy));
    expect(data.byKind.map((k) => [k.label, k.count])).toEqual([
      ["Major contract", 1],
      ["Lease", 1],
      ["Entity filing", 1],
      ["Family agreement review", 1],
    ]);
    expect(data).toMatchObject({ soon: 0, missed: 0, past: 0 });
    expect(data.findings).toEqual([F.total(4, 4), F.next("Yacht management", "2039-09-16", data.matters[0]!.daysToAct, true), F.noneSoon, F.autoRenewals(2)]);
    expect(data.findings[1]).toMatch(/^Yacht management comes first: give notice by September 16, 2039, in \d+ days\.$/);
    expect(data.steps).toEqual([...FAMILY_LEGAL_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_LEGAL_DISCLAIMER);
  });

  it("names what needs action soon, a notice day missed and a date past, counted from the answer's today", async () => {
    const { today } = await calendar({ m1: "Probe", d1: "2040-01-01" });
    const data = await calendar({
      // Renews in 20 days with 45 days' notice: the notice day was 25 days ago.
      m1: "Gallery loan agreement", d1: daysAfter(today, 20), t1: "45", r1: "auto",
      // Ends in 100 days with 60 days' notice: act in 40 days.
      m2: "Ranch lease", k2: "lease", d2: daysAfter(today, 100), t2: "60",
      // Expired 3 days ago.
      m3: "Boat registration", k3: "license", d3: daysAfter(today, -3),
      // Ends in 10 days with 30 days' notice, no renewal: notice day 20 days ago.
      m5: "Consulting contract", d5: daysAfter(today, 10), t5: "30",
    });
    expect(data.matters.map((m) => [m.name, m.daysToAct, m.status])).toEqual([
      ["Gallery loan agreement", -25, "missed"],
      ["Consulting contract", -20, "missed"],
      ["Boat registration", -3, "past"],
      ["Ranch lease", 40, "soon"],
    ]);
    expect(data).toMatchObject({ soon: 1, missed: 2, past: 1 });
    expect(data.findings).toEqual([
      F.total(4, 3),
      F.next("Ranch lease", daysAfter(today, 40), 40, true),
      F.soon(1),
      F.missedAuto("Gallery loan agreement", daysAfter(today, -25), daysAfter(today, 20)),
      F.missed("Consulting contract", daysAfter(today, -20), daysAfter(today, 10)),
      F.past("Boat registration", daysAfter(today, -3)),
      F.autoRenewals(1),
    ]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ m1: "", m2: "", m3: "", m4: "" }, `m1: ${FAMILY_LEGAL_FIELD.noMatter}`],
      [{ d2: "" }, "d2: is required"],
      [{ d3: "2039-02-30" }, `d3: ${FIELD.date}`],
      [{ t1: "366" }, "t1: must be at most 365"],
      [{ t4: "1.5" }, "t4: must be a whole number"],
      [{ k2: "will" }, `k2: ${FAMILY_LEGAL_FIELD.kind}`],
      [{ r3: "maybe" }, `r3: ${FAMILY_LEGAL_FIELD.renewal}`],
      [{ m6: "x".repeat(81) }, "m6: must be at most 80 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_LEGAL_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
