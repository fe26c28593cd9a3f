import type { BeneficiaryReview } from "../contracts/beneficiaries";
import type { BudgetResponse, CashResponse } from "../contracts/budgeting";
import type { DebtsView } from "../contracts/debts";
import type { SecuritiesCreditResponse } from "../contracts/securities-credit";
import type { Order } from "../contracts/investment";
import type { Portfolio, PortfolioAnalysisView } from "../contracts/portfolio";
import type { FindingKey } from "../portfolio/analysis-findings";
import type { TaxReturnResponse } from "../contracts/tax";
import { monthLabel } from "../budgeting/months";
import { asCents, centsOfDecimalString, formatUsd, formatUsdPrice, type Cents } from "../money";
import { lockedFeatureMessageFor, tierForFeature, type FeatureKey } from "../tiers";
import { categoriesNamed, type BudgetPeriod } from "./intents";
import { FIGURE_PAGES } from "./links";

// The member's own figures beyond the account (issue "Enne, the assistant" §1): holdings, open
// orders, returns, the tax draft's estimate and the budget, each composed from the answer of the
// same service the page uses, as one section with its page. Pure: the caller reads the figures.

/** One tool's answer: a paragraph of figures and the page that shows them. */
export type FigureSection = { title: string; href: string; text: string };

/** A decimal string of the API ("-400.00") as cents. */
export const centsOfAmount = centsOfDecimalString;

export const usd = (amount: string) => formatUsd(centsOfAmount(amount), { cents: true });
/** "+$150.00" for a gain, "-$400.00" for a loss. */
const signedUsd = (amount: string) => (centsOfAmount(amount) > 0 ? `+${usd(amount)}` : usd(amount));
/** "30.000000" → "30"; "12.500000" → "12.5". */
export const unitsText = (units: string) => units.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
const unitsOf = (units: string) => `${unitsText(units)} unit${unitsText(units) === "1" ? "" : "s"}`;
const percentText = (value: string) => `${value.startsWith("-") ? "" : "+"}${value}%`;

/** "4 min 05 s", "1 h 02 min", "12 s": an order's time left in review, as the orders page shows it. */
export function timeLeftText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s % 60)} s`;
  return `${s} s`;
}

/** A feature the member's tier does not open yet: said so, with the tier that unlocks it. */
export function lockedSection(feature: FeatureKey, totalAssets: Cents | null, what: string): FigureSection {
  return { title: "Your membership overview", href: FIGURE_PAGES.tier, text: `${what} ${tierForFeature(feature).label} and above. ${lockedFeatureMessageFor(feature, totalAssets)}` };
}

const MAX_LISTED = 10;

/** What the member owns: market value, cost, unrealized gain, each holding (largest first). */
export function holdingsSection(portfolio: Pick<Portfolio, "asOf" | "marketValue" | "costBasis" | "unrealizedGain" | "cash" | "holdings">): FigureSection {
  const base = { title: "Your portfolio: holdings", href: FIGURE_PAGES.holdings };
  if (portfolio.holdings.length === 0) {
    return { ...base, text: `You hold no investments yet; your ${usd(portfolio.cash)} of settled cash is not invested.` };
  }
  const sorted = [...portfolio.holdings].sort((a, b) => centsOfAmount(b.marketValue) - centsOfAmount(a.marketValue));
  const n = sorted.length;
  const gain = centsOfAmount(portfolio.unrealizedGain);
  const gainText = gain === 0 ? "no unrealized gain or loss" : gain > 0 ? `an unrealized gain of ${usd(portfolio.unrealizedGain)}` : `an unrealized loss of ${formatUsd(asCents(-gain), { cents: true })}`;
  const lines = sorted.slice(0, MAX_LISTED).map((h) => {
    const pct = h.unrealizedGainPercent === null ? "" : ` (${percentText(h.unrealizedGainPercent)})`;
    return `${h.name} (${h.symbol}): ${unitsOf(h.units)} at ${formatUsdPrice(h.price)}, worth ${usd(h.marketValue)}, unrealized ${signedUsd(h.unrealizedGain)}${pct}.`;
  });
  const more = n > MAX_LISTED ? ` And ${n - MAX_LISTED} more on the page.` : "";
  return {
    ...base,
    text: `As of ${portfolio.asOf} you hold ${n} investment${n === 1 ? "" : "s"} with a market value of ${usd(portfolio.marketValue)}, against a cost of ${usd(portfolio.costBasis)}: ${gainText}. ${lines.join(" ")}${more}`,
  };
}

/** The member's orders still in review or submitted, with the time left before each executes. */
export function ordersSection(orders: readonly Order[]): FigureSection {
  const base = { title: "Your orders", href: FIGURE_PAGES.orders };
  const open = orders.filter((o) => o.status === "pending_review" || o.status === "submitted");
  if (open.length === 0) return { ...base, text: "You have no open orders: nothing is waiting in review or to be filled." };
  const lines = open.slice(0, MAX_LISTED).map((o) => {
    const size = o.amount !== null ? usd(o.amount) : unitsOf(o.units ?? "0");
    const what = `${o.side === "buy" ? "Buy" : "Sell"} ${size} of ${o.name} (${o.symbol})`;
    if (o.status === "pending_review") return `${what}: in review, ${timeLeftText(o.secondsLeft)} left before it is submitted${o.held !== "0.00" ? `, ${usd(o.held)} held` : ""}.`;
    return `${what}: submitted, ${o.secondsLeft > 0 ? `executes in ${timeLeftText(o.secondsLeft)}` : "being filled now"}.`;
  });
  const more = open.length > MAX_LISTED ? ` And ${open.length - MAX_LISTED} more on the page.` : "";
  return { ...base, text: `You have ${open.length} open order${open.length === 1 ? "" : "s"}. ${lines.join(" ")}${more}` };
}

/** Time-weighted and money-weighted (XIRR) returns over the past month, year and since the first deposit. */
export function returnsSection(returns: Portfolio["returns"]): FigureSection {
  const base = { title: "Your portfolio: returns", href: FIGURE_PAGES.returns };
  const lines = returns.map((r) => {
    if (r.timeWeighted === null && r.moneyWeighted === null) return `${r.label}: not enough history yet.`;
    const span = r.from && r.to ? ` (${r.from} to ${r.to})` : "";
    const twr = r.timeWeighted === null ? "not available" : percentText(r.timeWeighted);
    const mwr = r.moneyWeighted === null ? "not available" : percentText(r.moneyWeighted);
    return `${r.label}${span}: time-weighted ${twr}, money-weighted (XIRR) ${mwr}.`;
  });
  return { ...base, text: `Your returns: ${lines.join(" ")} The time-weighted return shows how your investments did; the money-weighted one also counts when you added or took out money.` };
}

// Which findings of the analysis a question is about; none of these words: all of them.
const FINDINGS_ASKED: Array<{ key: FindingKey; pattern: RegExp }> = [
  { key: "concentration", pattern: /\bdiversif\w*|\bconcentrat\w*/i },
  { key: "fees", pattern: /\bcosts?\b|\bfees?\b|\bexpense|\bexpensive\b|\bcharge/i },
  { key: "risk", pattern: /\brisk\w*/i },
  { key: "allocation", pattern: /\brebalanc\w*|\ballocation\b|\bdrift\w*|\btarget\b|\bbalanced\b/i },
  { key: "tax", pattern: /\btax\w*|\bharvest\w*|\bwash sales?\b|\b(short|long)-term\b/i },
];

/** Gold's investment analysis: the findings the question asks about, each with its title, and how many are worth a look. */
export function analysisSection(question: string, analysis: PortfolioAnalysisView): FigureSection {
  const base = { title: "Investments: your investment analysis", href: FIGURE_PAGES.analysis };
  if (analysis.findings.length === 0) return { ...base, text: "You hold no investments yet, so there is nothing to analyse: the analysis appears with your first holding." };
  const asked = FINDINGS_ASKED.filter((f) => f.pattern.test(question)).map((f) => f.key);
  const shown = analysis.findings.filter((f) => asked.length === 0 || asked.includes(f.key));
  const attention = analysis.findings.filter((f) => f.attention).length;
  const lead = shown.length === analysis.findings.length ? `Your investment analysis has ${attention === 0 ? "nothing" : `${attention} of ${analysis.findings.length} findings`} worth a look.` : "";
  return { ...base, text: [lead, ...shown.map((f) => `${f.title}: ${f.summary}`)].filter(Boolean).join(" ") };
}

/**
 * What an estimate's refund-or-balance-due says, with its amount as text: one reading for the
 * figures answer and for the questions taken to a tax professional.
 */
export function returnOutcome(refundOrBalanceDue: string): { kind: "refund" | "due"; amount: string } | { kind: "even" } {
  const due = centsOfAmount(refundOrBalanceDue);
  if (due > 0) return { kind: "refund", amount: usd(refundOrBalanceDue) };
  if (due < 0) return { kind: "due", amount: formatUsd(asCents(-due), { cents: true }) };
  return { kind: "even" };
}

export const rate = (fraction: string) => `${(Number(fraction) * 100).toFixed(2).replace(/\.?0+$/, "")}%`;

/** The estimate of the member's newest saved return (a draft, or the submitted one); null: none saved. */
export function taxSection(info: TaxReturnResponse | null): FigureSection {
  const base = { title: "Individual tax: your return", href: FIGURE_PAGES.tax };
  if (!info || !info.saved) return { ...base, text: "You have no saved tax return draft yet, so there is no estimate to show. Start one on the filing page and its estimate appears as you go." };
  const e = info.estimate;
  const result = returnOutcome(e.refundOrBalanceDue);
  const outcome = result.kind === "refund" ? `a refund of ${result.amount}` : result.kind === "due" ? `${result.amount} still to pay` : "nothing more to pay and no refund";
  const what = info.status === "submitted" ? `Your ${info.year} return, submitted${info.confirmationNumber ? ` (confirmation ${info.confirmationNumber})` : ""},` : `Your saved ${info.year} draft return`;
  const steps = info.status === "draft" && info.issues.length > 0 ? ` ${info.issues.length} answer${info.issues.length === 1 ? " is" : "s are"} still missing before you can submit it, so the estimate may change.` : "";
  return {
    ...base,
    href: `${FIGURE_PAGES.tax}?year=${info.year}`,
    text: `${what} estimates ${usd(e.totalTax)} of federal tax on ${usd(e.taxableIncome)} of taxable income (adjusted gross income ${usd(e.agi)}), against ${usd(e.totalPayments)} of withholding and payments: ${outcome}. Marginal rate ${rate(e.marginalRate)}, effective rate ${rate(e.effectiveRate)}.${steps} It is an estimate, not a filed figure.`,
  };
}

/**
 * What the member spent in a month (last month, or this one so far, in their own calendar): on the
 * categories the question names (by name, group or another word for them), else in all with the
 * largest categories. `analysis`: the member has behavior analysis (Silver), whose page is linked;
 * otherwise the budget page (Bronze).
 */
export function budgetSection(question: string, budget: BudgetResponse, period: BudgetPeriod, analysis: boolean): FigureSection {
  const month = budget.month;
  const base = analysis
    ? { title: "Budgeting: analysis", href: `${FIGURE_PAGES.budgetAnalysis}?month=${month}` }
    : { title: "Budgeting: your budget", href: `${FIGURE_PAGES.budget}?month=${month}` };
  const when = period === "this-month" ? `So far in ${monthLabel(month)}` : `In ${monthLabel(month)}`;
  const named = categoriesNamed(
    question,
    budget.lines.map((l) => ({ ...l, name: l.categoryName })),
  );
  if (named.length > 0) {
    const spent = named.reduce((s, l) => s + centsOfAmount(l.spent), 0);
    const budgeted = named.reduce((s, l) => s + centsOfAmount(l.budgeted), 0);
    const groups = [...new Set(named.map((l) => l.group))];
    const label = groups.length === 1 && named.length > 1 && budget.lines.filter((l) => l.group === groups[0]).length === named.length ? groups[0]! : named.map((l) => l.categoryName).join(" and ");
    const parts = named.length > 1 ? ` (${named.map((l) => `${l.categoryName} ${usd(l.spent)}`).join(", ")})` : "";
    const plan = budgeted > 0 ? `, against ${formatUsd(asCents(budgeted), { cents: true })} budgeted` : "";
    return { ...base, text: `${when} you spent ${formatUsd(asCents(spent), { cents: true })} on ${label}${parts}${plan}.` };
  }
  const top = [...budget.lines].filter((l) => centsOfAmount(l.spent) > 0).sort((a, b) => centsOfAmount(b.spent) - centsOfAmount(a.spent)).slice(0, 3);
  const largest = top.length ? ` The most went to ${top.map((l) => `${l.categoryName} (${usd(l.spent)})`).join(", ")}.` : "";
  const uncategorised = centsOfAmount(budget.uncategorisedSpent) > 0 ? ` ${usd(budget.uncategorisedSpent)} is not in a category yet.` : "";
  return { ...base, text: `${when} you spent ${usd(budget.totals.spent)} across your budget categories, with ${usd(budget.income)} of income.${largest}${uncategorised}` };
}

/** The emergency reserve as the cash page says it: the months covered against the member's target, and the cash counted. */
export function reserveSection(cash: Pick<CashResponse, "cash" | "owed" | "monthlySpending" | "spendingMonths" | "reserve">): FigureSection {
  const base = { title: "Budgeting: your cash and emergency reserve", href: FIGURE_PAGES.reserve };
  if (cash.monthlySpending === null) return { ...base, text: `${cash.reserve.sentence} The cash counted today is ${usd(cash.cash)}.` };
  const read = `${cash.spendingMonths} full ${cash.spendingMonths === 1 ? "month" : "months"}`;
  const owed = cash.owed !== "0.00" ? ` Your credit cards owe ${usd(cash.owed)}, not taken off.` : "";
  return { ...base, text: `${cash.reserve.sentence} That counts ${usd(cash.cash)} of cash against a typical month's spending of ${usd(cash.monthlySpending)}, read from your last ${read}.${owed}` };
}

const named = (list: BeneficiaryReview["primary"]) => list.map((b) => `${b.name} (${b.relationshipLabel.toLowerCase()}, ${b.sharePercent}%)`).join(", ");

/** Who receives the investor account, as the beneficiary review says it, with the first thing to look at. */
export function beneficiariesSection(review: Pick<BeneficiaryReview, "titling" | "primary" | "contingent" | "findings">): FigureSection {
  const base = { title: "Estate: your beneficiaries", href: FIGURE_PAGES.beneficiaries };
  const look = review.findings[0] ? ` To look at first: ${review.findings[0].title.toLowerCase()}.` : "";
  if (review.primary.length === 0) return { ...base, text: `Your investor account is registered ${review.titling.label.toLowerCase()}, and no beneficiary is named: at your death it would pass under your will, usually through probate.${look}` };
  const contingent = review.contingent.length > 0 ? ` If none of them outlives you: ${named(review.contingent)}.` : "";
  return { ...base, text: `Your investor account is registered ${review.titling.label.replace(/^Individual/, "individual")}. It goes to ${named(review.primary)}.${contingent}${look}` };
}

/** The debts as their page says them: what is owed and costs a month, the first thing to look at, and how soon the highest-rate-first plan clears them. */
export function debtsSection(view: Pick<DebtsView, "debts" | "owed" | "minimumPayments" | "monthlyInterest" | "plans" | "findings">): FigureSection {
  const base = { title: "Loans: your debts", href: FIGURE_PAGES.debts };
  const owing = view.debts.filter((d) => d.balance !== "0.00");
  if (owing.length === 0 || view.plans === null) return { ...base, text: "You have not listed a debt you owe. Add your cards and loans on your Debts page to see what each costs you a month and how soon they could be paid off." };
  const count = `${owing.length} ${owing.length === 1 ? "debt" : "debts"}`;
  const { avalanche, minimums, extra } = view.plans;
  const when = (plan: typeof avalanche) => (plan.debtFree === null ? "not within 50 years" : `by ${monthLabel(plan.debtFree)}`);
  const plan = ` Paying ${usd(extra)} a month beyond the minimums, highest rate first, you would be debt-free ${when(avalanche)}; with the minimums only, ${when(minimums)}.`;
  const look = view.findings[0] ? ` ${view.findings[0].text}` : "";
  return { ...base, text: `You owe ${usd(view.owed)} across ${count}: ${usd(view.minimumPayments)} of minimum payments a month, and about ${usd(view.monthlyInterest)} of interest this month.${plan}${look}` };
}

/**
 * The line the member's holdings could secure, in the page's own words for its example draw (a
 * quarter of the line): its first findings, what the holdings secure and the room before a call.
 */
export function creditLineSection(line: Pick<SecuritiesCreditResponse, "findings">): FigureSection {
  return { title: "Loans: your credit line", href: FIGURE_PAGES.creditLine, text: line.findings.slice(0, 2).join(" ") };
}
