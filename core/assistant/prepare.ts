import { checklistHref, checklistOf, checklistSourceTitle, type LegalChecklistKey } from "../legal/checklists";
import type { PortfolioAnalysisView } from "../contracts/portfolio";
import type { TaxReturnResponse } from "../contracts/tax";
import { RISK_PROFILE_LABELS } from "../messages/investor";
import { ASSISTANT_MESSAGES } from "../messages/assistant";
import type { ComposedAnswer } from "./compose";
import { centsOfAmount, rate, returnOutcome, usd } from "./figures";
import { FIGURE_PAGES, serviceHref } from "./links";

// "Prepare for a conversation" (Enne's page; the Legal service's "helps you draft questions for an
// attorney"): a member who asks what to ask a specialist gets questions to take to the meeting,
// so that a paid consultation is spent on answers. Pure: the questions are our own content.

export const SPECIALISTS = ["attorney", "tax", "investment"] as const;
export type Specialist = (typeof SPECIALISTS)[number];

/** A request for questions: whom they are for and, for an attorney, which legal matter. */
export type Preparation = { specialist: Specialist; matter: LegalChecklistKey | null };

// Who the member is meeting. "Power of attorney" is a document, not a person.
const WHO: Record<Specialist, string> = {
  attorney: String.raw`(?:(?<!power of )attorney|lawyer|solicitor|legal (?:advisor|adviser|counsel)|estate planner)s?`,
  tax: String.raw`(?:accountant|cpa|tax (?:advisor|adviser|preparer|professional|pro|expert|consultant|specialist)|enrolled agent)s?`,
  investment: String.raw`(?:(?:financial|investment|wealth|retirement) (?:advisor|adviser|planner|manager)|financial professional)s?`,
};

// What makes it a request for questions rather than a question about the specialist: the member
// asks what to ask, asks for questions, or is preparing for the meeting.
const asksForQuestions = (who: string): RegExp[] => [
  new RegExp(String.raw`\bquestions?\b.{0,40}\b(?:for|to ask|ask(?:ing)? (?:my|an?|the|our)|bring to|take to|with)\b.{0,25}\b${who}\b`, "i"),
  new RegExp(String.raw`\bwhat (?:should|do|can|could|would) (?:i|we) ask\b.{0,40}\b${who}\b`, "i"),
  new RegExp(String.raw`\bquestions?\b.{0,30}\bask\b.{0,40}\b${who}\b`, "i"),
  new RegExp(String.raw`\bwhat to ask\b.{0,40}\b${who}\b`, "i"),
  new RegExp(String.raw`\b${who}\b.{0,60}\bwhat (?:should|do|can) (?:i|we) ask\b`, "i"),
  new RegExp(String.raw`\bprepar(?:e|ing)\b.{0,40}\b(?:meeting|appointment|consultation|call|visit|conversation)\b.{0,25}\b${who}\b`, "i"),
  new RegExp(String.raw`\bprepar(?:e|ing)\b.{0,10}\bfor (?:my|our|a|an|the) ${who}\b`, "i"),
];

const WHY = /\bwhy (?:should|do|would|must) (?:i|we)\b/i;
const PATTERNS = SPECIALISTS.map((specialist) => ({ specialist, patterns: asksForQuestions(WHO[specialist]) }));

// The legal matter, for an attorney: the checklist whose questions fit. The formation matters first,
// named as their links name them; then estate, so that an estate planning attorney asked about a
// house in the estate is still an estate matter.
const MATTERS: Array<{ key: LegalChecklistKey; pattern: RegExp }> = [
  // Diamond's formation checklists share their attorneys with the Bronze ones: only their links'
  // questions, which end on the matter ("… about forming an LLC?"), reach them.
  { key: "serving-as-trustee", pattern: /\babout serving as a trustee\?*$/i },
  { key: "setting-up-a-trust", pattern: /\babout setting up a trust\?*$/i },
  { key: "forming-an-llc", pattern: /\babout forming an llc\?*$/i },
  { key: "forming-a-corporation", pattern: /\babout forming a corporation\?*$/i },
  { key: "estate-attorney-meeting", pattern: /\b(?<!real )estate\b|\b(?:a|my|our) will\b|\bwills\b|\btrusts?\b|\bprobate\b|\binherit\w*|\bexecutor\b|\bguardian\w*|\bpower of attorney\b/i },
  { key: "forming-a-business", pattern: /\bbusiness\w*|\bllc\b|\bcorporation\b|\bcompany\b|\bstart-?up\b|\bincorporat\w*|\bpartnership\b|\bco-?founders?\b/i },
  { key: "signing-a-lease", pattern: /\bleas(?:e|es|ing)\b|\brent(?:al|ing)?\b|\btenan\w*|\blandlord\b|\bapartment\b/i },
  { key: "buying-a-home", pattern: /\bbuy(?:ing)? (?:a|my|our|the) (?:home|house|condo)\b|\bhome ?(?:purchase|buying)\b|\bclosing\b|\bmortgage\b|\breal estate\b|\bhouse\b/i },
];

/** Whether a question asks for questions to take to a specialist, and which. */
export function preparationOf(question: string): Preparation | null {
  // "Why should I write my questions and ask how the attorney charges?" asks about a step.
  if (WHY.test(question)) return null;
  const specialist = PATTERNS.find((p) => p.patterns.some((pattern) => pattern.test(question)))?.specialist;
  if (!specialist) return null;
  const matter = specialist === "attorney" ? (MATTERS.find((m) => m.pattern.test(question))?.key ?? null) : null;
  return { specialist, matter };
}

/** Questions for any attorney, when the member names no matter we have a checklist for. */
const ANY_ATTORNEY = [
  "Have you handled matters like mine, and how often?",
  "How do you bill: by the hour, a flat fee or a share of what is recovered, and what will the first steps cost?",
  "What are my options, and what are the risks, costs and likely timeline of each?",
  "Which documents should I bring, and what can I do myself to keep the cost down?",
  "Who will work on my matter, and how quickly can I expect answers to my questions?",
];

const TAX = [
  "Which filing status and deductions fit my situation, and should I itemize or take the standard deduction?",
  "Am I withholding or paying enough estimated tax this year to avoid an underpayment penalty?",
  "How are my investment sales, dividends and interest taxed, and should I realize losses before year end?",
  "Should this year's retirement contributions go to a traditional or a Roth account, and is a Roth conversion worth considering?",
  "Which credits might I qualify for, such as for children, education or energy improvements?",
  "Which records should I keep, and for how long?",
  "What do you charge, and will you represent me if the IRS sends a notice?",
];

const INVESTMENT = [
  "Are you a fiduciary at all times when you advise me, and will you put that in writing?",
  "How are you paid: a fee on the assets you manage, a flat or hourly fee, or commissions, and what will I pay in all each year?",
  "What conflicts of interest do you have, and where are they disclosed in your Form CRS and Form ADV?",
  "How would you set my asset allocation from my goals, time horizon and tolerance for risk?",
  "How often will we review my portfolio, and what would make you change it?",
  "Who holds my money, and what happens to my accounts if you leave or your firm closes?",
];

/** The questions for a preparation, with whom they are for and the page that helps to prepare. */
function questionsFor(preparation: Preparation): { who: string; questions: readonly string[]; source: { title: string; href: string }; bring: string } {
  switch (preparation.specialist) {
    case "attorney": {
      const checklist = preparation.matter === null ? undefined : checklistOf(preparation.matter);
      if (!checklist) return { who: "an attorney", questions: ANY_ATTORNEY, source: { title: "Legal", href: serviceHref("legal") }, bring: ASSISTANT_MESSAGES.prepareBring.attorney };
      return {
        who: checklist.attorneyKind,
        questions: checklist.attorneyQuestions,
        source: { title: checklistSourceTitle(checklist.title), href: checklistHref(checklist.key) },
        bring: ASSISTANT_MESSAGES.prepareBring.checklist,
      };
    }
    case "tax":
      return { who: "a tax professional", questions: TAX, source: { title: "Individual tax: your draft return", href: FIGURE_PAGES.tax }, bring: ASSISTANT_MESSAGES.prepareBring.tax };
    case "investment":
      return { who: "a financial advisor", questions: INVESTMENT, source: { title: "Investments", href: FIGURE_PAGES.advisoryDesk }, bring: ASSISTANT_MESSAGES.prepareBring.investment };
  }
}

/** Questions drawn from the member's own figures, asked first, and the page they come from. */
/** `title`: the citation's, when the figures' page is not the general questions' source. */
export type PersonalQuestions = { questions: string[]; href: string; title?: string };

/**
 * A tax professional's questions from the member's own saved return (Gold's Individual tax: "which
 * questions to take to a specialist"): what the estimate's outcome means for next year's
 * withholding, what would lower the top rate, and the answers still missing from a draft.
 */
export function taxReturnQuestions(info: TaxReturnResponse | null): PersonalQuestions | null {
  if (!info || !info.saved) return null;
  const e = info.estimate;
  const result = returnOutcome(e.refundOrBalanceDue);
  const which = info.status === "submitted" ? `My submitted ${info.year} return` : `My ${info.year} draft return`;
  const questions = [
    result.kind === "refund"
      ? `${which} estimates a refund of ${result.amount}: should I withhold less from my pay next year?`
      : result.kind === "due"
        ? `${which} estimates ${result.amount} still to pay: should I withhold more or pay estimated tax next year to avoid a penalty?`
        : `${which} estimates no refund and nothing more to pay: is my withholding right for next year?`,
    `My marginal rate is ${rate(e.marginalRate)}: which deductions or pre-tax contributions would lower my tax the most?`,
  ];
  const missing = info.status === "draft" ? info.issues.length : 0;
  if (missing > 0) questions.push(`My draft still has ${missing === 1 ? "one answer" : `${missing} answers`} missing: which could change the result the most?`);
  return { questions, href: `${FIGURE_PAGES.tax}?year=${info.year}` };
}

/**
 * A financial advisor's questions from the member's own investment analysis (Gold's Investment
 * analysis: "how your holdings fit your plan"): the largest holding's share, what the funds cost,
 * risk above the profile and a class off its target, each only when the analysis found it.
 */
/** A percentage as the API writes it ("62.26", "100.00") without a whole number's decimals. */
const trimmed = (p: string) => p.replace(/^-/, "").replace(/\.00$/, "");
const shareOf = (p: string) => `${trimmed(p)}%`;

export function advisorQuestions(a: PortfolioAnalysisView | null): PersonalQuestions | null {
  if (!a || a.findings.length === 0) return null;
  const questions: string[] = [];
  const largest = a.concentration.largest;
  if (largest) questions.push(`My largest holding, ${largest.name}, is ${shareOf(largest.share)} of what I have invested: is that more than I should hold in one fund?`);
  questions.push(`My funds cost ${shareOf(a.fees.weightedExpenseRatio)} a year on average, about ${usd(a.fees.yearlyCost)}: are there lower-cost funds that would do the same job?`);
  const profile = a.riskProfile ? RISK_PROFILE_LABELS[a.riskProfile].label.toLowerCase() : null;
  if (profile && centsOfAmount(a.risk.aboveShare) > 0) questions.push(`${shareOf(a.risk.aboveShare)} of my investments is above the risk my ${profile} profile takes: should my mix change, or my profile?`);
  const furthest = [...a.rebalancing.outside].sort((x, y) => Math.abs(Number(y.drift)) - Math.abs(Number(x.drift)))[0];
  if (furthest) {
    const side = Number(furthest.drift) > 0 ? "above" : "below";
    // Short-term gains are taxed like income: the part an advisor would weigh first.
    const shortTerm = centsOfAmount(a.rebalancing.shortTermGain) > 0 ? ` (${usd(a.rebalancing.shortTermGain)} of them short-term)` : "";
    const selling = centsOfAmount(a.rebalancing.realizedGain) > 0 ? `, realizing about ${usd(a.rebalancing.realizedGain)} of gains${shortTerm}` : "";
    questions.push(`My ${furthest.label.toLowerCase()} holdings are ${trimmed(furthest.drift)} points ${side} my target: should I rebalance by selling${selling}, or with new money over time?`);
  }
  if (centsOfAmount(a.tax.harvestableLoss) > 0) questions.push(`My holdings have about ${usd(a.tax.harvestableLoss)} of losses I could harvest: would selling them lower my tax this year, and how do I keep clear of the wash sale rule?`);
  return { questions, href: FIGURE_PAGES.analysis, title: "Investments: your investment analysis" };
}

/**
 * The answer: a lead naming whom the questions are for, the questions numbered (the member's own
 * first, when there are), what to bring (citing the page that helps to prepare), and that Enne
 * gives general information only.
 */
export function composePrepareAnswer(preparation: Preparation, personal: PersonalQuestions | null = null): ComposedAnswer {
  const { who, questions, source, bring } = questionsFor(preparation);
  const all = [...(personal?.questions ?? []), ...questions];
  const lead = personal ? [ASSISTANT_MESSAGES.prepareLead(who), ASSISTANT_MESSAGES.prepareFromFigures(personal.questions.length)] : [ASSISTANT_MESSAGES.prepareLead(who)];
  return {
    kind: "prepare",
    paragraphs: [...lead, ...all.map((q, i) => `${i + 1}. ${q}`), `${bring} [1]`, ASSISTANT_MESSAGES.prepareClose],
    citations: [{ n: 1, title: personal?.title ?? source.title, href: personal?.href ?? source.href }],
  };
}
