import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { ASSESSMENT_VERSION, MAX_SCORE, QUESTIONS, riskProfileOf, scoreAssessment, type AssessmentAnswers } from "./assessment";

const answerAt = (index: (optionCount: number) => number): AssessmentAnswers =>
  Object.fromEntries(QUESTIONS.map((q) => [q.id, q.options[index(q.options.length)]!.value]));
const mostCautious = answerAt(() => 0);
const boldest = answerAt((n) => n - 1);

describe("the risk questionnaire", () => {
  it("asks 8 questions, each with its answers, in the API's shape", () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual(["horizon", "goal", "experience", "drawdown", "income_stability", "liquidity", "net_worth_share", "age_band"]);
    for (const q of QUESTIONS) {
      expect(Object.keys(q).sort()).toEqual(["id", "options", "text"]);
      expect(q.text).not.toBe("");
      expect(q.options.length).toBeGreaterThanOrEqual(4);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(["label", "value"]);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
    }
    expect(QUESTIONS.find((q) => q.id === "drawdown")!.text).toContain("20%");
    expect(ASSESSMENT_VERSION).toBe(1);
    expect(MAX_SCORE).toBe(25);
  });
});

describe("scoring the assessment", () => {
  it("scores the most cautious answers 0, conservative", () => {
    expect(scoreAssessment(mostCautious)).toEqual({ ok: true, score: 0, riskProfile: "conservative", version: 1 });
  });

  it("scores the boldest answers 25, aggressive", () => {
    expect(scoreAssessment(boldest)).toEqual({ ok: true, score: 25, riskProfile: "aggressive", version: 1 });
  });

  it("adds each answer's place in its list", () => {
    const answers = { ...mostCautious, goal: "balanced", drawdown: "hold", experience: "moderate" }; // 2 + 2 + 2
    expect(scoreAssessment(answers)).toMatchObject({ ok: true, score: 6, riskProfile: "moderately_conservative" });
  });

  it.each([
    [0, "conservative"],
    [5, "conservative"],
    [6, "moderately_conservative"],
    [10, "moderately_conservative"],
    [11, "moderate"],
    [15, "moderate"],
    [16, "moderately_aggressive"],
    [20, "moderately_aggressive"],
    [21, "aggressive"],
    [25, "aggressive"],
  ])("puts a score of %i in %s", (score, profile) => {
    expect(riskProfileOf(score)).toBe(profile);
  });

  it("keeps money needed soon at most moderately conservative", () => {
    expect(scoreAssessment({ ...boldest, horizon: "under_3y" })).toEqual({ ok: true, score: 22, riskProfile: "moderately_conservative", version: 1 });
    expect(scoreAssessment({ ...boldest, liquidity: "high" })).toMatchObject({ score: 22, riskProfile: "moderately_conservative" });
    expect(scoreAssessment({ ...mostCautious })).toMatchObject({ riskProfile: "conservative" }); // the cap never raises
  });

  it("refuses a missing answer", () => {
    const { age_band: _, ...rest } = boldest;
    expect(scoreAssessment(rest)).toEqual({ ok: false, reasons: { age_band: INVESTOR_MESSAGES.answerMissing } });
    expect(scoreAssessment({ ...boldest, goal: "" })).toEqual({ ok: false, reasons: { goal: INVESTOR_MESSAGES.answerMissing } });
    expect(scoreAssessment({})).toMatchObject({ ok: false });
  });

  it("refuses an unknown answer or question", () => {
    expect(scoreAssessment({ ...boldest, goal: "get_rich" })).toEqual({ ok: false, reasons: { goal: INVESTOR_MESSAGES.answerUnknown } });
    expect(scoreAssessment({ ...boldest, goal: "toString" })).toEqual({ ok: false, reasons: { goal: INVESTOR_MESSAGES.answerUnknown } });
    expect(scoreAssessment({ ...boldest, shoeSize: "42" })).toEqual({ ok: false, reasons: { shoeSize: INVESTOR_MESSAGES.questionUnknown } });
    expect(scoreAssessment({ ...boldest, goal: 3 as unknown as string })).toEqual({ ok: false, reasons: { goal: INVESTOR_MESSAGES.answerUnknown } });
  });

  it("does not read answers from the prototype", () => {
    const inherited = Object.create(boldest) as AssessmentAnswers;
    expect(scoreAssessment(inherited)).toMatchObject({ ok: false });
  });
});
