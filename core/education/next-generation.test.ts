import { describe, expect, it } from "vitest";
import { ageOn, birthday, nextGenerationPlan, stageAt } from "./next-generation";

describe("ages and stages", () => {
  it("counts whole years on birthdays, a 29 February birthday on 28 February in other years", () => {
    expect(ageOn("2014-12-02", "2026-12-02")).toBe(12);
    expect(ageOn("2014-12-03", "2026-12-02")).toBe(11);
    expect(birthday("2008-02-29", 18)).toBe("2026-02-28");
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(18);
    expect(ageOn("2008-02-29", "2026-02-27")).toBe(17);
  });

  it("puts each age in its stage: before 5, then 5, 9, 13, 18 and 25", () => {
    expect([4, 5, 8, 9, 12, 13, 17, 18, 24, 25, 60].map(stageAt)).toEqual(["before", "early", "early", "middle", "middle", "teen", "teen", "young", "young", "adult", "adult"]);
  });
});

describe("nextGenerationPlan", () => {
  // Today 2 December 2026: Maya born 3 March 2012 (14), Leo born 2 December 2019 (7 today).
  const plan = nextGenerationPlan({ births: ["2012-03-03", "2019-12-02"], today: "2026-12-02", custodyAge: 21, councilAge: 18, distributionAges: [25, 30] });

  it("gives each child's stage today and when the next begins", () => {
    expect(plan.children).toEqual([
      { index: 0, birth: "2012-03-03", age: 14, stage: "teen", next: { stage: "young", date: "2030-03-03" } },
      { index: 1, birth: "2019-12-02", age: 7, stage: "early", next: { stage: "middle", date: "2028-12-02" } },
    ]);
  });

  it("puts every milestone on one timeline, those within three years marked", () => {
    expect(plan.milestones.map((m) => [m.child, m.kind, m.age, m.date, m.soon])).toEqual([
      [1, "stage", 9, "2028-12-02", true],
      [0, "stage", 18, "2030-03-03", false],
      [0, "council", 18, "2030-03-03", false],
      [1, "stage", 13, "2032-12-02", false],
      [0, "custody", 21, "2033-03-03", false],
      [0, "stage", 25, "2037-03-03", false],
      [0, "distribution", 25, "2037-03-03", false],
      [1, "stage", 18, "2037-12-02", false],
      [1, "council", 18, "2037-12-02", false],
      [1, "custody", 21, "2040-12-02", false],
      [0, "distribution", 30, "2042-03-03", false],
      [1, "stage", 25, "2044-12-02", false],
      [1, "distribution", 25, "2044-12-02", false],
      [1, "distribution", 30, "2049-12-02", false],
    ]);
    expect(plan.milestones.every((m) => !m.past)).toBe(true);
  });

  it("keeps a milestone already reached and marks it past; three years ahead to the day is soon", () => {
    // Sam turned 21 on 1 December 2026; Ana turns 18 on 2 December 2029, three years to the day.
    const p = nextGenerationPlan({ births: ["2005-12-01", "2011-12-02"], today: "2026-12-02", custodyAge: 21, councilAge: 18, distributionAges: [] });
    const custody = p.milestones.find((m) => m.child === 0 && m.kind === "custody")!;
    expect(custody).toMatchObject({ date: "2026-12-01", past: true, soon: false });
    expect(p.milestones.find((m) => m.child === 1 && m.kind === "council")).toMatchObject({ date: "2029-12-02", past: false, soon: true });
  });
});
