import { ENTITY_NUMBERS } from "#core/budgeting/family-cash-forecast";
import { CHILD_NUMBERS } from "#core/education/next-generation";
import { ROLE_NUMBERS } from "#core/estate/family-succession";
import { POLICY_NUMBERS } from "#core/insurance/family-risk";
import { MATTER_NUMBERS } from "#core/legal/family-matters";
import { LOAN_NUMBERS } from "#core/loans/family-liabilities";
import { formatUsd } from "#core/money";
import { months, years } from "#core/messages/planning";
import { centsOf } from "./investor";

// Pure helpers of the calculator pages (issue "Planning and budgeting" §1): the inputs live in the
// URL under the API's query keys (core/contracts/planning.ts), so a URL always shows the same
// result; these read them, name the fields the API refused, and write figures in words.

export const LOAN_KEYS = ["principal", "rate", "years", "extra", "start"] as const;
export const RETIREMENT_KEYS = [
  "currentAge",
  "retirementAge",
  "lifeExpectancy",
  "savings",
  "contribution",
  "return",
  "volatility",
  "inflation",
  "withdrawal",
  "withdrawalRate",
  "socialSecurity",
  "rule",
  "paths",
  "seed",
] as const;
export const SAVINGS_KEYS = ["target", "date", "savings", "return"] as const;
export const COLLEGE_KEYS = ["school", "cost", "years", "study", "growth", "savings", "return"] as const;
export const LIFE_INSURANCE_KEYS = ["income", "years", "return", "mortgage", "debts", "final", "goals", "savings", "insured"] as const;
export const DISABILITY_KEYS = ["pay", "expenses", "otherIncome", "benefit", "cap", "tax", "waiting", "savings"] as const;
export const LIABILITY_KEYS = ["home", "homestead", "savings", "other", "income", "incomeYears", "auto", "homeLiability", "umbrella"] as const;

/** The insurance service's three calculators, linked from each other. */
export const INSURANCE_CALCULATORS = [
  { href: "/myworld/service/insurance/calculators", label: "Life insurance" },
  { href: "/myworld/service/insurance/calculators/disability", label: "Disability" },
  { href: "/myworld/service/insurance/calculators/liability", label: "Liability" },
];
export const BREAK_EVEN_KEYS = ["price", "cost", "fixed", "units", "startup", "cash"] as const;
export const GROWTH_KEYS = ["start", "monthly", "years", "return", "fee", "compareFee"] as const;
export const WITHHOLDING_KEYS = [
  "year",
  "status",
  "seniors",
  "children",
  "dependents",
  "wages",
  "business",
  "interest",
  "other",
  "withheld",
  "perPaycheck",
  "paychecksLeft",
  "estimated",
  "priorTax",
  "priorAgi",
  "bonus",
  "side",
] as const;

/** The retirement service's tax planning (Gold): core/contracts/retirement-tax.ts's query keys. */
export const RETIREMENT_TAX_KEYS = ["year", "status", "age", "spouseAge", "income", "socialSecurity", "conversion", "balance", "growth"] as const;

/** The mortgage comparison (Platinum): core/contracts/mortgages.ts's query keys. */
export const MORTGAGE_OPTION_FIELDS = ["Rate", "Years", "Points", "Costs", "Fixed", "After"] as const;
export const MORTGAGE_KEYS = [
  "amount",
  "keep",
  "currentBalance",
  "currentRate",
  "currentYears",
  ...(["a", "b", "c"] as const).flatMap((key) => MORTGAGE_OPTION_FIELDS.map((field) => `${key}${field}` as const)),
] as const;

/** Business financing (Platinum): core/contracts/business-financing.ts's query keys. */
export const BUSINESS_KEYS = [
  "amount",
  "cashFlow",
  "debt",
  "termRate",
  "termYears",
  "termFee",
  "lineRate",
  "lineUse",
  "lineFee",
  "lineYears",
  "equipmentRate",
  "equipmentYears",
  "equipmentDown",
] as const;

/** A field's description of its default percentage, given in basis points: 2400 → "24% if left blank." */
export const percentIfBlank = (bp: number) => `${bp / 100}% if left blank.`;

/** Gold's policy reviews (the insurance tab "Policy review"): an annuity, a cash value life policy. */
export const POLICY_REVIEWS = [
  { href: "/myworld/service/insurance/policies", label: "Annuity" },
  { href: "/myworld/service/insurance/policies/life", label: "Cash value life insurance" },
];

/** The annuity review (Gold): core/contracts/annuity-review.ts's query keys. */
export const ANNUITY_KEYS = ["value", "basis", "held", "surrender", "annuityFee", "years", "growth", "exchangeFee", "fundFee", "incomeTax", "gainsTax"] as const;

/** The cash value life review (Gold): core/contracts/cash-value-life.ts's query keys. */
export const CASH_VALUE_KEYS = ["premium", "benefit", "cashValue", "termPremium", "years", "growth", "fundFee", "gainsTax", "incomeTax"] as const;

/** The retirement investment review (Gold): core/contracts/retirement-investments.ts's query keys. */
export const RETIREMENT_MIX_KEYS = ["age", "retireAge", "balance", "stocks", "bonds", "cash", "employerStock", "fee", "withdrawal"] as const;

/** The education savings review (Gold): core/contracts/education-investments.ts's query keys. */
export const EDUCATION_MIX_KEYS = ["age", "enrollAge", "balance", "monthly", "stocks", "bonds", "cash", "fee"] as const;

/** The life insurance trust planner (Diamond): core/contracts/life-insurance-trust.ts's query keys. */
export const INSURANCE_TRUST_KEYS = ["year", "estate", "benefit", "premium", "beneficiaries", "donors", "gifts", "source"] as const;

/** The education trust planner (Diamond): core/contracts/education-trust.ts's query keys. */
export const EDUCATION_TRUST_KEYS = ["year", "gift", "yearly", "years", "giver", "donors", "rights", "interest", "dividends", "growth", "tuition"] as const;

/** The trust tax planner (Diamond): core/contracts/trust-tax.ts's query keys. */
export const TRUST_TAX_KEYS = ["year", "ordinary", "dividends", "gains", "distribution", "beneficiaryRate", "beneficiaryDividendRate"] as const;

/** The securities-backed line (Platinum): core/contracts/securities-credit.ts's query keys. */
export const CREDIT_LINE_KEYS = ["draw", "rate", "months"] as const;

export const ESTATE_KEYS = [
  "year",
  "home",
  "homeBy",
  "accounts",
  "accountsBy",
  "retirement",
  "retirementBy",
  "insurance",
  "insuranceBy",
  "business",
  "businessBy",
  "other",
  "otherBy",
  "debts",
  "gifts",
  "spouse",
  "charity",
  "minors",
] as const;

/** The trust planning page (Diamond): core/contracts/trust-planning.ts's query keys, the estate calculator's without the children. */
export const TRUST_PLANNING_KEYS = [...ESTATE_KEYS.filter((key) => key !== "minors"), "fees", "rate", "cost", "gift", "growth", "years"] as const;

/** The funding rounds page (Diamond): core/contracts/funding-rounds.ts's query keys. */
export const FUNDING_ROUNDS_KEYS = ["founders", "pool", "pre1", "raise1", "pool1", "pre2", "raise2", "pool2", "pre3", "raise3", "pool3"] as const;

/** The equity awards page (Emerald): core/contracts/equity-awards.ts's query keys. */
export const EQUITY_AWARDS_KEYS = ["kind", "shares", "strike", "price", "start", "years", "cliff", "every", "year", "status", "wages", "other"] as const;

/** The deferred compensation page (Emerald): core/contracts/deferred-compensation.ts's query keys. */
export const DEFERRED_COMPENSATION_KEYS = ["balance", "growth", "income", "plan", "year", "status"] as const;

/** The family tax calendar (Taaffeite): core/contracts/family-calendar.ts's query keys. */
export const FAMILY_CALENDAR_KEYS = ["year", "n1", "k1", "n2", "k2", "n3", "k3", "n4", "k4", "n5", "k5", "n6", "k6", "n7", "k7", "n8", "k8"] as const;

/** The family balance sheet (Taaffeite): core/contracts/family-liabilities.ts's query keys, loan by loan. */
export const FAMILY_LIABILITIES_KEYS = [
  "liquid",
  "shock",
  ...LOAN_NUMBERS.flatMap((n) => [`n${n}`, `b${n}`, `r${n}`, `m${n}`, `t${n}`, `c${n}`] as const),
] as const;

/** The family risk review (Taaffeite): core/contracts/family-risk.ts's query keys, policy by policy. */
export const FAMILY_RISK_KEYS = ["worth", ...POLICY_NUMBERS.flatMap((n) => [`p${n}`, `k${n}`, `l${n}`, `a${n}`, `d${n}`, `v${n}`] as const)] as const;

/** The family cash forecast (Taaffeite): core/contracts/family-cash-forecast.ts's query keys, entity by entity. */
export const FAMILY_CASH_KEYS = ["months", ...ENTITY_NUMBERS.flatMap((n) => [`e${n}`, `c${n}`, `i${n}`, `o${n}`, `p${n}`, `w${n}`] as const)] as const;

/** The family legal calendar (Taaffeite): core/contracts/family-legal.ts's query keys, matter by matter. */
export const FAMILY_LEGAL_KEYS = MATTER_NUMBERS.flatMap((n) => [`m${n}`, `k${n}`, `d${n}`, `t${n}`, `r${n}`] as const);

/** The business succession comparison (Taaffeite): core/contracts/business-succession.ts's query keys. */
export const SUCCESSION_KEYS = ["value", "owned", "growth", "discount", "heirs", "active", "donors", "years", "other"] as const;

/** The next generation's education plan (Taaffeite): core/contracts/next-generation.ts's query keys. */
export const NEXT_GENERATION_KEYS = [...CHILD_NUMBERS.flatMap((n) => [`c${n}`, `b${n}`] as const), "custody", "council", "d1", "d2", "d3"] as const;

/** The family succession review (Taaffeite): core/contracts/family-succession.ts's query keys, role by role. */
export const FAMILY_SUCCESSION_KEYS = ["age", ...ROLE_NUMBERS.flatMap((n) => [`e${n}`, `k${n}`, `h${n}`, `y${n}`, `s${n}`] as const)] as const;

/** The private foundation page (Painite): core/contracts/private-foundation.ts's query keys. */
export const FOUNDATION_KEYS = ["gift", "kind", "agi", "year", "growth", "realized", "payout", "costs", "years", "award"] as const;

/** The private funds page (Emerald): core/contracts/private-fund.ts's query keys. */
export const PRIVATE_FUND_KEYS = ["joint", "worth", "income1", "income2", "investments", "liquid", "commitment", "period", "life", "calls", "growth", "bow"] as const;

/** Longer than any value a field takes: a longer one is cut, and then refused by the API. */
export const MAX_VALUE_LENGTH = 40;

export type CalculatorInputs<K extends string> = {
  /** The value of each key the URL has (trimmed; blank ones dropped), or the example's on a fresh visit. */
  values: Partial<Record<K, string>>;
  /** The URL names none of the keys: the page shows the example. */
  fresh: boolean;
};

/**
 * The calculator's inputs from the URL. Only its own keys count, each once (the first), trimmed and
 * at most MAX_VALUE_LENGTH characters; a blank one is left out, as the API treats it. A URL with none
 * of them is a fresh visit, which shows `example`.
 */
export function calculatorInputs<K extends string>(search: URLSearchParams, keys: readonly K[], example: Partial<Record<K, string>>): CalculatorInputs<K> {
  const fresh = !keys.some((key) => search.has(key));
  if (fresh) return { values: { ...example }, fresh };
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = search.get(key)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value) values[key] = value;
  }
  return { values, fresh };
}

/** A page number from the URL (`?page=3`): a whole number from 1 to `max`, else 1. */
export function pageFrom(search: URLSearchParams, max: number): number {
  const raw = search.get("page") ?? "";
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), max);
}

/** The same URL's search with `page` set (page 1 leaves it out), for the table's page links. */
export function withPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** The form's fields as a search: blank ones left out (the API reads a blank as absent). */
export function searchFromFields(fields: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of fields) {
    if (typeof value === "string" && value.trim() !== "") search.set(key, value.trim());
  }
  return search;
}

export type FieldProblems<K extends string> = { fieldErrors: Partial<Record<K, string>>; formError: string | null };

/**
 * The API's refusal ("rate: must be at most 30", several joined by "; ") as a message per field;
 * anything that names no field of this calculator is a message for the whole form.
 */
export function fieldProblems<K extends string>(message: string | undefined, keys: readonly K[]): FieldProblems<K> {
  const fieldErrors: Partial<Record<K, string>> = {};
  const other: string[] = [];
  for (const part of (message ?? "").split("; ").filter(Boolean)) {
    // A key may end in a row number: the family pages' "n1", "b5".
    const match = /^([A-Za-z][A-Za-z0-9]*): (.+)$/s.exec(part);
    const key = match?.[1] as K | undefined;
    if (match && key && keys.includes(key)) fieldErrors[key] ??= match[2]!;
    else other.push(part);
  }
  return { fieldErrors, formError: other.length > 0 ? other.join(" ") : null };
}

/** A select's choices from the words of its values (core/messages), in the words' order. */
export const choicesOf = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * A field's message: the API's words after the field's label when they continue it ("Annual rate"
 * + "must be at most 30"), or alone, capitalised, when they are a sentence of their own ("Give a
 * yearly amount … or a rate …, not both").
 */
export function fieldMessage(label: string, message: string): string {
  if (/^(must|is|grows) /.test(message)) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** "1199.10" (the API's decimal strings) → "$1,199.10". */
export const usd = (amount: string): string => formatUsd(centsOf(amount), { cents: true });

/** An amount, or a dash where there is none: a comparison table reads faster without rows of $0.00. */
export const usdOrDash = (amount: string): string => (centsOf(amount) === 0 ? "—" : usd(amount));

/** An amount as people write it, a negative one with a true minus sign: "-700.00" → "−$700.00". */
export const usdWithMinus = (amount: string): string => (amount.startsWith("-") ? `−${usd(amount.slice(1))}` : usd(amount));

/** "1250000.00" → "$1,250,000" (whole dollars, for large balances and chart labels). */
export const usdWhole = (amount: string): string => formatUsd(centsOf(amount), { cents: false });

/** A rate the API answers as a fraction string, as a percent: "0.2200" → "22%"; "0.1160" → "11.6%". */
export const fractionAsPercent = (fraction: string): string => `${Number((Number(fraction) * 100).toFixed(2))}%`;

/** An amount as a number of dollars, for a chart's scale only (never for sums). */
export const dollarsForChart = (amount: string): number => centsOf(amount) / 100;

/** A chart axis's label: $0, $950, $12k, $1.5M. */
export function compactUsd(dollars: number): string {
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? "−" : "";
  if (abs >= 1_000_000) return `${sign}$${Number((abs / 1_000_000).toFixed(1))}M`;
  if (abs >= 1_000) return `${sign}$${Number((abs / 1_000).toFixed(abs >= 100_000 ? 0 : 1))}k`;
  return `${sign}$${Math.round(abs)}`;
}

/**
 * A probability in words a percent at a time: never "100%" or "0%" unless it is exactly so, since
 * a simulation that saw no failure has not shown that there is none.
 */
export function percentChance(probability: number): string {
  if (probability >= 1) return "100%";
  if (probability <= 0) return "0%";
  const percent = Math.round(probability * 100);
  if (percent >= 100) return "over 99%";
  if (percent <= 0) return "under 1%";
  return `${percent}%`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2056-01-01" → "January 2056". */
export function monthYear(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : isoDate;
}

/** "Jan 2056", for a table's date column. */
export const shortMonthYear = (isoDate: string): string => {
  const long = monthYear(isoDate);
  return long === isoDate ? isoDate : `${long.slice(0, 3)} ${long.slice(-4)}`;
};

/** 358 → "29 years 10 months"; 12 → "1 year". */
export function monthsInWords(count: number): string {
  const whole = Math.floor(count / 12);
  const rest = count % 12;
  const parts: string[] = [];
  if (whole > 0) parts.push(years(whole));
  if (rest > 0 || whole === 0) parts.push(months(rest));
  return parts.join(" ");
}
