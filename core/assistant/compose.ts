import type { AccountResponse } from "../contracts/investor";
import { ASSISTANT_MESSAGES } from "../messages/assistant";
import { parseMoney, formatUsd, type Cents } from "../money";
import { featuresUnlockedAt, type TierLevel } from "../tiers";
import type { FigureTopic } from "./intents";
import type { FigureSection } from "./figures";
import { FIGURE_PAGES } from "./links";
import { bestQuote, isRelevant, type ContentIndex, type Hit } from "./retrieval";

// Composing the answer (issue "Enne, the assistant" §1): a short lead sentence, the best passages
// quoted with numbered citations, or a plain "nothing matches" with topics to ask about. Pure.

export type AnswerKind = "content" | "no-match" | "figures" | "advice" | "prepare" | "blocked" | "locked" | "sign-in";
export type Citation = { n: number; title: string; href: string };
/** A passage a model may write from, numbered as the citations are. */
export type SourcePassage = { n: number; title: string; text: string };
export type ComposedAnswer = { kind: AnswerKind; paragraphs: string[]; citations: Citation[]; sources?: SourcePassage[] };

/** The answer as stored and streamed: paragraphs separated by a blank line. */
export const answerText = (answer: ComposedAnswer) => answer.paragraphs.join("\n\n");

const MAX_CITED = 3;

/** The hits worth quoting: relevant, and not far below the best one. */
export function relevantHits(index: ContentIndex, question: string): Hit[] {
  const hits = index.search(question, 8);
  const top = hits[0];
  if (!top || !isRelevant(top, question)) return [];
  return hits.filter((h) => isRelevant(h, question) && h.score >= top.score * 0.3).slice(0, MAX_CITED);
}

/** Topics to suggest when nothing matches: the learning center's titles, a few of them. */
export function suggestedTopics(index: ContentIndex, count = 4): string[] {
  return index.documents.filter((d) => d.kind === "learning").slice(0, count).map((d) => d.title.replace(/[?.:].*$/, "").toLowerCase());
}

export function composeContentAnswer(index: ContentIndex, question: string): ComposedAnswer {
  const hits = relevantHits(index, question);
  if (hits.length === 0) {
    const topics = suggestedTopics(index);
    return { kind: "no-match", paragraphs: [ASSISTANT_MESSAGES.noMatch, ASSISTANT_MESSAGES.suggestTopics(topics)], citations: [] };
  }
  const citations = hits.map((hit, i) => ({ n: i + 1, title: hit.doc.title, href: hit.doc.href }));
  const paragraphs = [
    ASSISTANT_MESSAGES.contentLead(hits[0]!.doc.title),
    ...hits.map((hit, i) => `“${bestQuote(hit.passage, question)}” [${i + 1}]`),
    ASSISTANT_MESSAGES.contentClose,
  ];
  const sources = hits.map((hit, i) => ({ n: i + 1, title: hit.doc.title, text: hit.passage.text }));
  return { kind: "content", paragraphs, citations, sources };
}

export function composeAdviceAnswer(): ComposedAnswer {
  return {
    kind: "advice",
    paragraphs: [ASSISTANT_MESSAGES.adviceDisclaimer, ASSISTANT_MESSAGES.advisoryDeskPointer],
    citations: [{ n: 1, title: "Investments: our advisory desk", href: FIGURE_PAGES.advisoryDesk }],
  };
}

export const composeBlockedAnswer = (): ComposedAnswer => ({ kind: "blocked", paragraphs: [ASSISTANT_MESSAGES.blocked], citations: [] });

const usd = (amount: string): string => {
  const parsed = parseMoney(amount, { allowZero: true });
  return formatUsd(parsed.ok ? parsed.cents : (0 as Cents), { cents: true });
};

/**
 * The member's tier, cash and assets, from GET /api/investor/account's shape (the same numbers the
 * pages show), one section each with its page.
 */
export function accountSections(account: AccountResponse, topics: readonly FigureTopic[]): FigureSection[] {
  const sections: FigureSection[] = [];
  for (const topic of topics) {
    if (topic === "tier") {
      const assets = account.totalAssets === null ? "no investor account yet" : `${usd(account.totalAssets)} in combined assets`;
      let text = `You are at ${account.membership} (level ${account.memberLevel}), with ${assets}.`;
      if (account.next) {
        const unlocks = featuresUnlockedAt(account.next.level as TierLevel).map((f) => f.label);
        const need = account.next.level === 2 && account.totalAssets === null ? "an investor account" : `${usd(account.next.assetsNeeded)} more in assets`;
        text += ` ${account.next.label} needs ${need} and unlocks ${unlocks.length ? unlocks.join(", ") : "no new features"}.`;
      } else text += " That is our highest tier: every feature is already yours.";
      sections.push({ title: "Your membership overview", href: FIGURE_PAGES.tier, text });
    }
    if (topic === "cash") {
      const parts = [`You can withdraw ${usd(account.cash.available)} now.`, `Your settled cash is ${usd(account.cash.settled)}`];
      parts[1] += account.cash.held !== "0.00" ? `, of which ${usd(account.cash.held)} is held for open orders.` : ".";
      if (account.cash.pending !== "0.00") parts.push(`Deposits of ${usd(account.cash.pending)} are still on their way in.`);
      if (account.cash.pendingWithdrawal && account.cash.pendingWithdrawal !== "0.00") parts.push(`Withdrawals of ${usd(account.cash.pendingWithdrawal)} are on their way to your bank.`);
      sections.push({ title: "Funding: deposits and withdrawals", href: FIGURE_PAGES.cash, text: parts.join(" ") });
    }
    if (topic === "assets") {
      sections.push({
        title: "Your investments",
        href: FIGURE_PAGES.assets,
        text:
          account.totalAssets === null
            ? "You have no investor account yet, so no assets on the platform."
            : `Your combined assets are ${usd(account.totalAssets)}: ${usd(account.cash.settled)} in settled cash and ${usd(account.holdings)} in holdings.`,
      });
    }
  }
  return sections;
}

/**
 * The member's own figures as an answer: a lead sentence, then each tool's section with the
 * number of its page. The sections are also the sources a model may write from.
 */
export function composeSections(sections: readonly FigureSection[]): ComposedAnswer {
  const citations: Citation[] = [];
  const texts = new Map<number, string[]>();
  const paragraphs = sections.map((section) => {
    let n = citations.find((c) => c.href === section.href)?.n;
    if (n === undefined) {
      citations.push({ n: citations.length + 1, title: section.title, href: section.href });
      n = citations.length;
    }
    texts.set(n, [...(texts.get(n) ?? []), section.text]);
    return `${section.text} [${n}]`;
  });
  const sources = citations.map((c) => ({ n: c.n, title: c.title, text: texts.get(c.n)!.join(" ") }));
  return { kind: "figures", paragraphs: [ASSISTANT_MESSAGES.figuresLead, ...paragraphs], citations, sources };
}

/** The member's tier, cash and assets (GET /api/investor/account's shape), each with a link to its page. */
export function composeFiguresAnswer(account: AccountResponse, topics: FigureTopic[]): ComposedAnswer {
  return composeSections(accountSections(account, topics));
}

/** A figures question from someone who may not have them: a visitor, or a member below Bronze. */
export function composeWithoutFigures(kind: "sign-in" | "locked", index: ContentIndex, question: string): ComposedAnswer {
  const content = composeContentAnswer(index, question);
  const notice = kind === "sign-in" ? ASSISTANT_MESSAGES.signInForFigures : ASSISTANT_MESSAGES.figuresLocked;
  return { kind, paragraphs: [notice, ...(content.kind === "content" ? content.paragraphs : [])], citations: content.kind === "content" ? content.citations : [] };
}

/**
 * The answer's text in the pieces it is streamed in: a few words at a time, whitespace kept, so
 * the pieces joined give the text back exactly.
 */
export function streamPieces(text: string, wordsPerPiece = 3): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)?.[0] ?? "";
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) pieces.push(tokens.slice(i, i + wordsPerPiece).join(""));
  if (leading && pieces.length) pieces[0] = leading + pieces[0];
  return pieces.length ? pieces : text ? [text] : [];
}
