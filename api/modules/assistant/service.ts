import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { accountSections, answerText, composeAdviceAnswer, composeBlockedAnswer, composeContentAnswer, composeSections, composeWithoutFigures, type ComposedAnswer } from "../../../core/assistant/compose";
import { analysisSection, beneficiariesSection, budgetSection, creditLineSection, debtsSection, holdingsSection, lockedSection, ordersSection, reserveSection, returnsSection, taxSection, type FigureSection } from "../../../core/assistant/figures";
import { cashFor } from "../budgeting/cash";
import { beneficiaryReview } from "../estate/service";
import { budgetMonthOf, budgetPeriodOf, classifyQuestion, type FigureTopic } from "../../../core/assistant/intents";
import { FIGURE_PAGES } from "../../../core/assistant/links";
import { advisorQuestions, composePrepareAnswer, taxReturnQuestions, type PersonalQuestions, type Preparation } from "../../../core/assistant/prepare";
import type { ChatMessage, ConversationSummary } from "../../../core/contracts/assistant";
import type { Portfolio } from "../../../core/contracts/portfolio";
import type { TaxReturnResponse } from "../../../core/contracts/tax";
import { todayIn } from "../../../core/planning/dates";
import { FEDERAL_TAX_YEARS } from "../../../core/tax/federal-tax-tables";
import { hasFeature, tierForFeature } from "../../../core/tiers";
import type { Database } from "../../db/connection";
import { assistantConversations, assistantFeedback, assistantMessages, budgetCategories } from "../../db/schema";
import { budgetFor } from "../budgeting/service";
import { listOrders } from "../investment/orders";
import { accountView } from "../investor/account-view";
import { findInvestorAccount, totalAssetsCents } from "../investor/service";
import { analysisOf } from "../portfolio/analysis";
import { portfolioOf } from "../portfolio/service";
import { returnInfo } from "../tax/returns";
import { contentIndexOf } from "./sources";
import { DEFAULT_EXTRA_CENTS } from "../../../core/debts/debts";
import { debtsView } from "../debts/service";
import { securitiesCredit } from "../loans/securities-credit";
import { DEFAULT_LINE_MONTHS, DEFAULT_LINE_RATE_BP } from "../../../core/contracts/securities-credit";

/** Who asks: a visitor, or a member with their level. The member's id comes from the session only. */
export type Asker = { kind: "visitor" } | { kind: "member"; userId: number; memberLevel: number };

const CHATBOT_LEVEL = tierForFeature("chatbot").level;
/** Personal answers and history are the chatbot feature (requirements §6: Bronze and above). */
export const hasChatbot = (asker: Asker): asker is Extract<Asker, { kind: "member" }> => asker.kind === "member" && asker.memberLevel >= CHATBOT_LEVEL;

/** What the figure tools need besides the asker: the member's time zone (for "last month") and the key of the tax data. */
export type AskContext = { timeZone: string; investorDataKey: string; now?: Date };

/**
 * The answer to one question. Figures come from the asker's own data (the tools take the session's
 * user id, never one from the question), read through the same services the pages use, with each
 * feature's tier respected as its page respects it; everything else from our content.
 */
export async function composeAnswer(db: Database, asker: Asker, question: string, context: AskContext = { timeZone: "UTC", investorDataKey: "" }): Promise<ComposedAnswer> {
  const intent = classifyQuestion(question);
  if (intent.kind === "blocked") return composeBlockedAnswer();
  if (intent.kind === "advice") return composeAdviceAnswer();
  if (intent.kind === "prepare") return composePrepareAnswer(intent.preparation, await personalQuestions(db, asker, intent.preparation, context));
  const index = await contentIndexOf(db);
  if (intent.kind === "figures") {
    if (asker.kind === "visitor") return composeWithoutFigures("sign-in", index, question);
    if (!hasChatbot(asker)) return composeWithoutFigures("locked", index, question);
    return composeSections(await figureSections(db, asker, question, intent.topics, context));
  }
  return composeContentAnswer(index, question);
}

/**
 * Questions from the member's own figures to ask first (Gold's "which questions to take to a
 * specialist"): a tax professional's from the saved return, for a member with Individual tax; a
 * financial advisor's from the investment analysis, for a member with Investment analysis.
 */
async function personalQuestions(db: Database, asker: Asker, preparation: Preparation, context: AskContext): Promise<PersonalQuestions | null> {
  if (asker.kind !== "member") return null;
  if (preparation.specialist === "tax" && hasFeature(asker.memberLevel, "individual-tax")) return taxReturnQuestions(await savedReturn(db, context.investorDataKey, asker.userId));
  if (preparation.specialist === "investment" && hasFeature(asker.memberLevel, "investment-analysis")) return advisorQuestions(await analysisOf(db, asker.userId));
  return null;
}

/** The read-only figure tools: each topic's section, from the member's own data only. */
export async function figureSections(db: Database, member: Extract<Asker, { kind: "member" }>, question: string, topics: readonly FigureTopic[], context: AskContext): Promise<FigureSection[]> {
  const userId = member.userId;
  const investor = await findInvestorAccount(db, userId);
  const total = totalAssetsCents(investor);
  const sections: FigureSection[] = [];
  const accountTopics = topics.filter((t) => t === "tier" || t === "cash" || t === "assets");
  if (accountTopics.length > 0) sections.push(...accountSections(await accountView(db, userId, investor), accountTopics));
  let portfolio: Portfolio | null = null;
  const portfolioOnce = async () => (portfolio ??= await portfolioOf(db, userId, "1Y", { now: context.now, account: investor }));
  for (const topic of topics) {
    switch (topic) {
      case "holdings":
        sections.push(holdingsSection(await portfolioOnce()));
        break;
      case "returns":
        sections.push(returnsSection((await portfolioOnce()).returns));
        break;
      case "orders": {
        const open = await listOrders(db, userId, { status: "open", page: 1, size: 50 });
        sections.push(ordersSection([...open.items].sort((a, b) => a.secondsLeft - b.secondsLeft)));
        break;
      }
      case "tax":
        if (!hasFeature(member.memberLevel, "individual-tax")) sections.push(lockedSection("individual-tax", total, "Your tax return and its estimate are part of Individual tax, for"));
        else sections.push(taxSection(await savedReturn(db, context.investorDataKey, userId)));
        break;
      case "analysis":
        if (!hasFeature(member.memberLevel, "investment-analysis")) sections.push(lockedSection("investment-analysis", total, "The analysis of your portfolio is part of Investment analysis, for"));
        else sections.push(analysisSection(question, await analysisOf(db, userId)));
        break;
      case "reserve":
        if (!hasFeature(member.memberLevel, "cash")) sections.push(lockedSection("cash", total, "Your cash and emergency reserve are part of Cash, for"));
        else sections.push(reserveSection(await cashFor(db, userId, context.timeZone)));
        break;
      case "beneficiaries":
        if (!hasFeature(member.memberLevel, "accounts")) sections.push(lockedSection("accounts", total, "Your beneficiaries are part of Accounts, for"));
        else sections.push(beneficiariesSection(await beneficiaryReview(db, userId, context.timeZone)));
        break;
      case "debts":
        if (!hasFeature(member.memberLevel, "behavior-analysis")) sections.push(lockedSection("behavior-analysis", total, "Your debts and how to pay them off are part of Behavior analysis, for"));
        else sections.push(debtsSection(await debtsView(db, userId, context.timeZone, DEFAULT_EXTRA_CENTS)));
        break;
      case "credit-line": {
        if (!hasFeature(member.memberLevel, "loans")) sections.push(lockedSection("loans", total, "A line of credit against your holdings is part of Loans, for"));
        else {
          // The page's fresh visit: a quarter of the line at the default rate, so the answer and the page agree.
          const line = await securitiesCredit(db, userId, { draw: undefined, rate: DEFAULT_LINE_RATE_BP, months: DEFAULT_LINE_MONTHS });
          if (line.ok) sections.push(creditLineSection(line.value));
        }
        break;
      }
      case "budget":
        if (!hasFeature(member.memberLevel, "calculators")) sections.push(lockedSection("calculators", total, "Your budget is part of Calculators, for"));
        else sections.push(await budgetFigures(db, member, question, context));
        break;
      default:
        break;
    }
  }
  return sections;
}

/** The member's newest saved return (its draft, else its submitted one), as the filing page reads it; null: none saved. */
async function savedReturn(db: Database, key: string, userId: number): Promise<TaxReturnResponse | null> {
  for (const year of [...FEDERAL_TAX_YEARS].sort((a, b) => b - a)) {
    const info = await returnInfo(db, key, userId, year);
    if (info.saved) return info;
  }
  return null;
}

/** The month's spending as the budget page reads it, for last month or this one in the member's own calendar. */
async function budgetFigures(db: Database, member: Extract<Asker, { kind: "member" }>, question: string, context: AskContext): Promise<FigureSection> {
  const period = budgetPeriodOf(question);
  const month = budgetMonthOf(period, todayIn(context.timeZone, context.now));
  // A member who never opened budgeting has no categories: nothing to read (and nothing is created for them here).
  const [started] = await db.select({ n: count() }).from(budgetCategories).where(eq(budgetCategories.userId, member.userId));
  if (Number(started?.n ?? 0) === 0) {
    return { title: "Budgeting: your budget", href: FIGURE_PAGES.budget, text: "You have not started budgeting yet: add an account and your transactions on the budgeting pages, and I can tell you what you spent." };
  }
  return budgetSection(question, await budgetFor(db, member.userId, month), period, hasFeature(member.memberLevel, "behavior-analysis"));
}

const titleOf = (question: string) => {
  const line = question.replace(/\s+/g, " ").trim();
  return line.length <= 80 ? line : `${line.slice(0, 79).replace(/\s+\S*$/, "")}…`;
};

/** The member's conversation, or null when it is not theirs (or does not exist). */
export async function ownConversation(db: Database, userId: number, conversationId: number) {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Stores the question and its answer, in a new conversation or the member's own one; answers the ids. */
export async function recordExchange(db: Database, userId: number, conversationId: number | undefined, question: string, answer: ComposedAnswer) {
  return db.transaction(async (tx) => {
    let id = conversationId;
    if (id === undefined) {
      const [created] = await tx.insert(assistantConversations).values({ userId, title: titleOf(question) }).returning({ id: assistantConversations.id });
      id = created!.id;
    } else {
      await tx.update(assistantConversations).set({ updatedAt: sql`now()` }).where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
    }
    await tx.insert(assistantMessages).values({ conversationId: id, role: "question", text: question });
    const [message] = await tx
      .insert(assistantMessages)
      .values({ conversationId: id, role: "answer", text: answerText(answer), kind: answer.kind, citations: answer.citations })
      .returning({ id: assistantMessages.id });
    return { conversationId: id, messageId: message!.id };
  });
}

/** The answer's text as the model finally wrote it (or the composed fallback). */
export async function replaceAnswerText(db: Database, messageId: number, text: string) {
  await db.update(assistantMessages).set({ text }).where(eq(assistantMessages.id, messageId));
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export async function listConversations(db: Database, userId: number): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: assistantConversations.id,
      title: assistantConversations.title,
      createdAt: assistantConversations.createdAt,
      updatedAt: assistantConversations.updatedAt,
      messageCount: count(assistantMessages.id),
    })
    .from(assistantConversations)
    .leftJoin(assistantMessages, eq(assistantMessages.conversationId, assistantConversations.id))
    .where(eq(assistantConversations.userId, userId))
    .groupBy(assistantConversations.id)
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt), messageCount: Number(r.messageCount) }));
}

export async function conversationWithMessages(db: Database, userId: number, conversationId: number) {
  const conversation = await ownConversation(db, userId, conversationId);
  if (!conversation) return null;
  const rows = await db
    .select({ message: assistantMessages, rating: assistantFeedback.rating, comment: assistantFeedback.comment })
    .from(assistantMessages)
    .leftJoin(assistantFeedback, eq(assistantFeedback.messageId, assistantMessages.id))
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.id));
  const messages: ChatMessage[] = rows.map(({ message, rating, comment }) => ({
    id: message.id,
    role: message.role as ChatMessage["role"],
    text: message.text,
    kind: message.kind,
    citations: message.citations,
    createdAt: iso(message.createdAt),
    feedback: rating ? { rating: rating as "up" | "down", comment } : null,
  }));
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: iso(conversation.createdAt),
    updatedAt: iso(conversation.updatedAt),
    messageCount: messages.length,
    messages,
  };
}

export async function renameConversation(db: Database, userId: number, conversationId: number, title: string) {
  const [row] = await db
    .update(assistantConversations)
    .set({ title })
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId)))
    .returning();
  if (!row) return null;
  const [counted] = await db.select({ n: count() }).from(assistantMessages).where(eq(assistantMessages.conversationId, row.id));
  return { id: row.id, title: row.title, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt), messageCount: Number(counted?.n ?? 0) };
}

export async function deleteConversation(db: Database, userId: number, conversationId: number): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, conversationId), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

/** One rating per answer of the member's own conversations; a second one replaces the first. Null: not theirs. */
export async function rateAnswer(db: Database, userId: number, input: { messageId: number; rating: "up" | "down"; comment?: string | null }) {
  const own = await db
    .select({ id: assistantMessages.id })
    .from(assistantMessages)
    .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
    .where(and(eq(assistantMessages.id, input.messageId), eq(assistantMessages.role, "answer"), eq(assistantConversations.userId, userId)))
    .limit(1);
  if (own.length === 0) return null;
  const comment = input.comment ?? null;
  await db
    .insert(assistantFeedback)
    .values({ messageId: input.messageId, rating: input.rating, comment })
    .onConflictDoUpdate({ target: assistantFeedback.messageId, set: { rating: input.rating, comment, updatedAt: sql`now()` } });
  return { messageId: input.messageId, rating: input.rating, comment };
}

