import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { ASSESSMENT_VERSION, QUESTIONS, scoreAssessment, type RiskProfile } from "../../../core/investor";
import type { Database } from "../../db/connection";
import { assessmentTokens, investorAssessments } from "../../db/schema";
import { sha256 } from "../accounts/secrets";

// The risk assessment (issue "Investor accounts for real" §2): a single-use questionnaire token
// bound to the member and the questionnaire's version, valid 30 minutes; results kept as history.

export const Q_TOKEN_MINUTES = 30;

export async function issueQuestionnaire(db: Database, userId: number) {
  const qToken = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + Q_TOKEN_MINUTES * 60_000);
  await db.insert(assessmentTokens).values({ tokenHash: sha256(qToken), userId, version: ASSESSMENT_VERSION, expiresAt });
  return { qToken, expiresAt: expiresAt.toISOString(), version: ASSESSMENT_VERSION, questions: QUESTIONS.map((q) => ({ ...q, options: [...q.options] })) };
}

export type AssessmentResultView = { score: number; riskProfile: RiskProfile; version: number; takenAt: string };

/**
 * Scores and stores an assessment, using up its token. Refused (nothing written) when the token is
 * unknown, used, expired, another member's, or of another questionnaire version.
 */
export async function submitAssessment(db: Database, userId: number, qToken: string, answers: Record<string, string>): Promise<{ ok: true; result: AssessmentResultView } | { ok: false; reason: "token" | "answers" }> {
  const scored = scoreAssessment(answers);
  if (!scored.ok) return { ok: false, reason: "answers" };
  return db.transaction(async (tx) => {
    const [token] = await tx.select().from(assessmentTokens).where(eq(assessmentTokens.tokenHash, sha256(qToken))).for("update");
    if (!token || token.userId !== userId || token.usedAt !== null || token.expiresAt.getTime() <= Date.now() || token.version !== scored.version) {
      return { ok: false as const, reason: "token" as const };
    }
    await tx.update(assessmentTokens).set({ usedAt: new Date() }).where(eq(assessmentTokens.tokenHash, token.tokenHash));
    const [row] = await tx
      .insert(investorAssessments)
      .values({ userId, version: scored.version, answers, score: scored.score, riskProfile: scored.riskProfile })
      .returning();
    return { ok: true as const, result: { score: row!.score, riskProfile: row!.riskProfile as RiskProfile, version: row!.version, takenAt: row!.createdAt.toISOString() } };
  });
}

/** The member's latest result, or null. */
export async function latestAssessment(db: Database, userId: number): Promise<AssessmentResultView | null> {
  const [row] = await db.select().from(investorAssessments).where(eq(investorAssessments.userId, userId)).orderBy(desc(investorAssessments.id)).limit(1);
  return row ? { score: row.score, riskProfile: row.riskProfile as RiskProfile, version: row.version, takenAt: row.createdAt.toISOString() } : null;
}
