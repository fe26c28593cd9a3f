import { ASSESSMENT_COPY, INVESTOR_MESSAGES } from "../messages/investor";

// The investment risk assessment (issue "Investor accounts for real" §2): the questionnaire and
// its scoring. The words are in core/messages/investor.ts; the points are here.
//
// Scoring. Each question's answers are ordered from the most cautious to the boldest and score
// 0, 1, 2, … in that order: 0–3 for the seven questions with four answers, 0–4 for the goal, so
// the score runs from 0 to 25. The bands, each 5 points wide (the first 6):
//
//   score  0–5   conservative
//   score  6–10  moderately_conservative
//   score 11–15  moderate
//   score 16–20  moderately_aggressive
//   score 21–25  aggressive
//
// One cap on top: money needed within 3 years (horizon "under_3y"), or very likely needed at
// short notice (liquidity "high"), is at most moderately_conservative whatever the other answers.
//
// The questionnaire is versioned: a change of questions, answers or points takes a new
// ASSESSMENT_VERSION, and a stored result keeps the version it was scored with.

export const ASSESSMENT_VERSION = 1;

export const RISK_PROFILES = ["conservative", "moderately_conservative", "moderate", "moderately_aggressive", "aggressive"] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

type Copy = typeof ASSESSMENT_COPY;
export type QuestionId = keyof Copy;

/** The questions in the order asked. */
export const QUESTION_IDS = ["horizon", "goal", "experience", "drawdown", "income_stability", "liquidity", "net_worth_share", "age_band"] as const satisfies readonly QuestionId[];

export type Question = { id: QuestionId; text: string; options: { value: string; label: string }[] };

/** The questionnaire as the API answers it: `[{ id, text, options: [{ value, label }] }]`. */
export const QUESTIONS: readonly Question[] = QUESTION_IDS.map((id) => ({
  id,
  text: ASSESSMENT_COPY[id].text,
  options: Object.entries(ASSESSMENT_COPY[id].options).map(([value, label]) => ({ value, label })),
}));

/** Points of each answer: its place in the list, most cautious first. */
const POINTS: ReadonlyMap<QuestionId, ReadonlyMap<string, number>> = new Map(
  QUESTIONS.map((q) => [q.id, new Map(q.options.map((option, index) => [option.value, index]))]),
);

export const MAX_SCORE = QUESTIONS.reduce((total, q) => total + q.options.length - 1, 0);

/** The lowest score of each profile, boldest first. */
const BANDS: readonly [number, RiskProfile][] = [
  [21, "aggressive"],
  [16, "moderately_aggressive"],
  [11, "moderate"],
  [6, "moderately_conservative"],
  [0, "conservative"],
];

export function riskProfileOf(score: number): RiskProfile {
  return BANDS.find(([lowest]) => score >= lowest)![1];
}

export type AssessmentAnswers = Record<string, string>;

export type AssessmentResult =
  | { ok: true; score: number; riskProfile: RiskProfile; version: number }
  /** Why, keyed by question id (a missing or unknown answer) or by the unknown key. */
  | { ok: false; reasons: Record<string, string> };

const CAPPED = { horizon: "under_3y", liquidity: "high" } as const;

/** Scores a complete set of answers `{ [questionId]: value }`; refuses a missing answer, an unknown value or an unknown question. */
export function scoreAssessment(answers: AssessmentAnswers): AssessmentResult {
  const reasons: Record<string, string> = {};
  for (const key of Object.keys(answers)) {
    if (!POINTS.has(key as QuestionId)) reasons[key] = INVESTOR_MESSAGES.questionUnknown;
  }
  let score = 0;
  for (const id of QUESTION_IDS) {
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    if (value === undefined || value === "") {
      reasons[id] = INVESTOR_MESSAGES.answerMissing;
      continue;
    }
    const points = typeof value === "string" ? POINTS.get(id)!.get(value) : undefined;
    if (points === undefined) reasons[id] = INVESTOR_MESSAGES.answerUnknown;
    else score += points;
  }
  if (Object.keys(reasons).length > 0) return { ok: false, reasons };

  let riskProfile = riskProfileOf(score);
  const capped = answers.horizon === CAPPED.horizon || answers.liquidity === CAPPED.liquidity;
  if (capped && RISK_PROFILES.indexOf(riskProfile) > RISK_PROFILES.indexOf("moderately_conservative")) riskProfile = "moderately_conservative";
  return { ok: true, score, riskProfile, version: ASSESSMENT_VERSION };
}
