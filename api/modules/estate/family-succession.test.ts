import { describe, expect, it } from "vitest";
import { familySuccessionResponseSchema } from "../../../core/contracts/family-succession";
import { FAMILY_SUCCESSION_DISCLAIMER, FAMILY_SUCCESSION_FIELD, FAMILY_SUCCESSION_FINDINGS as F, FAMILY_SUCCESSION_STEPS } from "../../../core/messages/family-succession";
import { FAMILY_SUCCESSION_QUERY } from "../../../tests/support/family-succession-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/estate/family-succession";
const review = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return familySuccessionResponseSchema.parse((await response.json()).data);
};

describe("GET /api/estate/family-succession", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_SUCCESSION_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("reviews who holds each role, who follows, and on whom the roles rest (worked by hand)", async () => {
    const data = await review(FAMILY_SUCCESSION_QUERY);
    const { year } = data.inputs;
    // Carlos turns year − 1950 (76 in 2026: past 75); Ana year − 1980.
    expect(data.roles.map((r) => [r.entity, r.kindLabel, r.age, r.atHandover, r.uncovered])).toEqual([
      ["Rivera Family Trust", "Trustee", year - 1950, true, false],
      ["Rivera Holdings LLC", "Manager or director", year - 1950, true, true],
      ["Carlos's will", "Executor", year - 1980, false, true],
      ["Foundation board", "Manager or director", year - 1950, true, false],
      ["Durable power of attorney", "Agent under a financial power of attorney", year - 1980, false, false],
    ]);
    expect(data.people).toEqual([
      { name: "Carlos Rivera", holds: 3, follows: 0, key: true },
      { name: "Ana Rivera", holds: 2, follows: 1, key: false },
      { name: "Luis Rivera", holds: 0, follows: 2, key: false },
    ]);
    expect(data).toMatchObject({ withoutSuccessor: 2, atHandover: 3 });
    expect(data.findings).toEqual([
      F.total(5, 2),
      F.noSuccessor("Rivera Holdings LLC", "Manager or director", "Carlos Rivera"),
      F.selfSuccessor("Carlos's will", "Ana Rivera"),
      F.handover("Carlos Rivera", year - 1950, 3),
      F.keyPerson("Carlos Rivera", 3),
    ]);
    expect(data.findings[1]).toBe("Rivera Holdings LLC: no one is named to follow Carlos Rivera as manager or director. Name a successor in the document itself, or the court may choose one.");
    expect(data.steps).toEqual([...FAMILY_SUCCESSION_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_SUCCESSION_DISCLAIMER);
  });

  it("says when every role is covered, and when one person is to follow in many", async () => {
    const data = await review({
      age: "90",
      e1: "Trust A", h1: "Mia Chen", y1: "1960", s1: "Tom Chen",
      e2: "Trust B", h2: "Lee Chen", y2: "1962", s2: "tom chen",
      e3: "Company", k3: "manager", h3: "Ann Chen", y3: "1990", s3: "Tom  Chen",
    });
    expect(data.findings).toEqual([F.total(3, 3), F.allCovered, F.burden("Tom Chen", 3)]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ e1: "", e2: "", e3: "", e4: "", e5: "" }, `e1: ${FAMILY_SUCCESSION_FIELD.noRole}`],
      [{ h2: "" }, "h2: is required"],
      [{ y3: "" }, "y3: is required"],
      [{ y1: "1899" }, `y1: ${FAMILY_SUCCESSION_FIELD.birthYear}`],
      [{ y2: "19x0" }, `y2: ${FAMILY_SUCCESSION_FIELD.birthYear}`],
      [{ k4: "butler" }, `k4: ${FAMILY_SUCCESSION_FIELD.kind}`],
      [{ age: "49" }, "age: must be at least 50"],
      [{ s5: "x".repeat(81) }, "s5: must be at most 80 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_SUCCESSION_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
