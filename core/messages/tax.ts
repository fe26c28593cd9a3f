// Every member-facing string of the tax estimator. Figures arrive in cents and basis points.
import { asCents, formatUsd, type UsdOptions } from "../money";
import type { TaxCents } from "../tax/estimate-federal-tax";
import { FILING_STATUSES, type FilingStatus } from "../tax/federal-tax-tables";
import type { SafeHarbourRule } from "../tax/estimated-tax";

const WITH_CENTS: UsdOptions = { cents: true };
/** Cents for people, always with the cents: "$10,149.00". */
const usd = (cents: TaxCents) => formatUsd(asCents(cents), WITH_CENTS);
/** Basis points for people: 1240 → "12.4 %", 9235 → "92.35 %". */
const formatRate = (bp: number) => `${String(bp / 100)} %`;

export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = {
  single: "single",
  married_filing_jointly: "married filing jointly",
  married_filing_separately: "married filing separately",
  head_of_household: "head of household",
  qualifying_surviving_spouse: "qualifying surviving spouse",
};

/** The filing statuses where they stand alone, in a form's list or a review: "Married filing jointly". */
export const FILING_STATUS_TITLES = Object.fromEntries(
  (Object.entries(FILING_STATUS_LABELS) as Array<[FilingStatus, string]>).map(([status, label]) => [status, label[0]!.toUpperCase() + label.slice(1)]),
) as Readonly<Record<FilingStatus, string>>;

/** The filing statuses as a select's options. */
export const FILING_STATUS_CHOICES: ReadonlyArray<{ value: FilingStatus; label: string }> = FILING_STATUSES.map((value) => ({ value, label: FILING_STATUS_TITLES[value] }));

const list = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const TAX_MESSAGES = {
  estimated: "Here is your federal tax estimate.",
  validationFailed: "Some fields need attention.",
  unknownField: "Unknown field",
  qualifiedOverOrdinary: "must not be more than ordinaryDividends (qualified dividends are part of ordinary dividends)",
  wholeCount: "must be a whole number from 0 to 20",
  taxYear: (years: readonly number[]) => `must be one of ${years.join(", ")}`,

  labels: {
    wages: "wages",
    taxableInterest: "taxable interest",
    ordinaryDividends: (total: TaxCents, qualified: TaxCents) => `ordinary dividends ${usd(total)} (qualified ${usd(qualified)} of them)`,
    capital: "capital gain or deductible loss",
    selfEmploymentIncome: "self-employment income",
    otherIncome: "other income",
    halfSeTax: "half of self-employment tax",
    traditionalIra: "traditional IRA",
    hsa: "HSA",
    studentLoanInterest: "student loan interest",
  },

  method: (year: number, status: FilingStatus) =>
    `Estimate of ${year} US federal income tax on a ${FILING_STATUS_LABELS[status]} return. Tax is figured with the rate schedules on the exact taxable income and rounded once to the cent; the IRS Tax Table, which paper returns with taxable income under $100,000 use, taxes the middle of each $50 band, so a return may differ by a few dollars.`,

  /** Each part is a name and its amount, or a finished phrase. */
  income: (total: TaxCents, parts: Array<[string, TaxCents] | string>) =>
    parts.length === 0
      ? "Total income: $0.00 (no income entered)."
      : `Total income ${usd(total)}: ${list(parts.map((part) => (typeof part === "string" ? part : `${part[0]} ${usd(part[1])}`)))}.`,

  capitalGain: (shortTerm: TaxCents, longTerm: TaxCents, net: TaxCents, preferential: TaxCents) =>
    `Short-term ${usd(shortTerm)} and long-term ${usd(longTerm)} capital gains net to ${usd(net)}: ${usd(preferential)} of net long-term gain for the capital gain rates${net > preferential ? ` and ${usd(net - preferential)} of short-term gain taxed as ordinary income` : ""}.`,
  capitalLoss: (shortTerm: TaxCents, longTerm: TaxCents, net: TaxCents, deducted: TaxCents, limit: TaxCents, carried: TaxCents) =>
    `Short-term ${usd(shortTerm)} and long-term ${usd(longTerm)} capital gains net to a loss of ${usd(-net)}. At most ${usd(limit)} of a net loss is deducted in a year: ${usd(deducted)} here${carried > 0 ? `; the other ${usd(carried)} carries over to later years (the carryover is not estimated)` : ""}.`,

  selfEmploymentBelowFloor: (netEarnings: TaxCents, income: TaxCents, floor: TaxCents) =>
    `Net earnings from self-employment, 92.35 % of ${usd(income)} = ${usd(netEarnings)}, are under ${usd(floor)}: no self-employment tax.`,
  selfEmploymentTax: (f: {
    income: TaxCents; netEarnings: TaxCents; year: number; wageBase: TaxCents; wages: TaxCents; socialSecurityBase: TaxCents; socialSecurity: TaxCents; medicare: TaxCents; total: TaxCents; half: TaxCents;
  }) =>
    `Self-employment tax ${usd(f.total)}: net earnings are 92.35 % of ${usd(f.income)} = ${usd(f.netEarnings)}; social security 12.4 % of ${usd(f.socialSecurityBase)} (net earnings, up to the ${f.year} wage base ${usd(f.wageBase)} less wages ${usd(f.wages)}) = ${usd(f.socialSecurity)}; Medicare 2.9 % of ${usd(f.netEarnings)} = ${usd(f.medicare)}. Half of it, ${usd(f.half)}, is an adjustment to income.`,

  selfEmploymentJointWages:
    "On a joint return the wages are taken to be the self-employed spouse's; if they are the other spouse's, the social security part is figured on the full wage base and is higher.",

  adjustments: (total: TaxCents, parts: Array<[string, TaxCents]>, notes: string[]) =>
    `Adjustments to income ${usd(total)}: ${list(parts.map(([name, cents]) => `${name} ${usd(cents)}`))}.${notes.length ? ` ${notes.join(" ")}` : ""}`,
  adjustmentsAsEntered: "IRA and HSA amounts are taken as entered: their contribution and income limits are not checked.",
  studentLoanCapped: (max: TaxCents) => `Student loan interest is limited to ${usd(max)}; its income phase-out is not estimated.`,
  studentLoanSeparate: "Student loan interest is not deductible on a separate return.",
  studentLoanPhaseOut: "The income phase-out of the student loan interest deduction is not estimated.",

  agi: (totalIncome: TaxCents, adjustments: TaxCents, agi: TaxCents) =>
    `Adjusted gross income (AGI): ${usd(totalIncome)} less adjustments ${usd(adjustments)} = ${usd(agi)}. With no foreign income excluded, it is also the modified AGI the phase-outs below use.`,

  standardDeduction: (status: FilingStatus, base: TaxCents, conditions: number, additional: TaxCents, total: TaxCents) =>
    `Standard deduction ${usd(total)}: ${usd(base)} for ${FILING_STATUS_LABELS[status]}${conditions > 0 ? ` plus ${conditions} × ${usd(additional)} for being 65 or older or blind (each condition, each person)` : ""}.`,
  spouseFlagsIgnored: "The spouse's age and blindness count only on a joint return; they were left out.",

  itemized: (f: {
    total: TaxCents; salt: TaxCents; saltEntered: TaxCents; saltCap: TaxCents; baseCap: TaxCents; threshold: TaxCents; floor: TaxCents; phasedDown: boolean; mortgage: TaxCents; charitable: TaxCents; medicalEntered: TaxCents; medicalFloor: TaxCents; medical: TaxCents;
  }) =>
    `Itemized deductions ${usd(f.total)}: state and local taxes ${usd(f.salt)} of ${usd(f.saltEntered)} (the cap is ${usd(f.saltCap)}${f.phasedDown ? `: ${usd(f.baseCap)} less 30 % of modified AGI above ${usd(f.threshold)}, not below ${usd(f.floor)}` : ""}); mortgage interest ${usd(f.mortgage)}; charitable gifts ${usd(f.charitable)}; medical expenses ${usd(f.medicalEntered)} less 7.5 % of AGI (${usd(f.medicalFloor)}) = ${usd(f.medical)}, not below zero. Mortgage interest and gifts are taken as entered: their limits are not checked.`,
  deductionChosen: (type: "standard" | "itemized", deduction: TaxCents, standard: TaxCents, itemized: TaxCents | null) =>
    itemized === null
      ? `Deduction: the standard deduction, ${usd(deduction)} (no itemized deductions entered).`
      : `Deduction: the ${type} deduction, ${usd(deduction)}, the larger of standard ${usd(standard)} and itemized ${usd(itemized)}${type === "standard" && itemized === standard ? " (equal: standard)" : ""}.`,

  seniorDeduction: (people: number, perPerson: TaxCents, threshold: TaxCents, reduction: TaxCents, total: TaxCents) =>
    `Senior deduction ${usd(total)}: ${plural(people, "person", "people")} 65 or older × ${usd(perPerson)}${reduction > 0 ? `, each reduced by 6 % of modified AGI above ${usd(threshold)} (${usd(reduction)}), not below zero` : ""}. It is taken with either deduction.`,
  seniorSeparate: "The senior deduction is not available on a separate return.",

  qbiFull: (f: { qbi: TaxCents; component: TaxCents; before: TaxCents; capitalGain: TaxCents; limit: TaxCents; deduction: TaxCents }) =>
    `Qualified business income deduction ${usd(f.deduction)}: the smaller of 20 % of qualified business income ${usd(f.qbi)} (self-employment income less half of self-employment tax) = ${usd(f.component)} and 20 % of taxable income before it, ${usd(f.before)}, less net capital gain and qualified dividends ${usd(f.capitalGain)} = ${usd(f.limit)}.`,
  qbiAboveThreshold: (before: TaxCents, threshold: TaxCents) =>
    `Taxable income before the qualified business income deduction, ${usd(before)}, is above ${usd(threshold)}, where the wage, property and service-business limits apply: the deduction is not estimated and counts as $0.00.`,

  taxableIncome: (agi: TaxCents, deduction: TaxCents, senior: TaxCents, qbi: TaxCents, taxable: TaxCents) =>
    `Taxable income: AGI ${usd(agi)} less deduction ${usd(deduction)}, senior deduction ${usd(senior)} and qualified business income deduction ${usd(qbi)} = ${usd(taxable)} (not below zero).`,

  ordinaryTax: (ordinary: TaxCents, bands: Array<[number, TaxCents, TaxCents]>, tax: TaxCents) =>
    bands.length === 0
      ? "Tax on ordinary taxable income: $0.00."
      : `Tax on ordinary taxable income ${usd(ordinary)}: ${bands.map(([bp, amount, part]) => `${formatRate(bp)} of ${usd(amount)} = ${usd(part)}`).join("; ")}; total ${usd(tax)}.`,
  capitalGainsTax: (f: { preferential: TaxCents; atZero: TaxCents; atFifteen: TaxCents; atTwenty: TaxCents; tax: TaxCents; regularLower: boolean; regular: TaxCents }) =>
    `Qualified dividends and net capital gain in taxable income, ${usd(f.preferential)}, are stacked on top of ordinary income: ${usd(f.atZero)} at 0 %, ${usd(f.atFifteen)} at 15 %, ${usd(f.atTwenty)} at 20 %.${f.regularLower ? ` Tax figured as if it were all ordinary income, ${usd(f.regular)}, is lower and is used (Qualified Dividends and Capital Gain Tax Worksheet, line 25).` : ""} Tax on them: ${usd(f.tax)}.`,

  credits: (f: {
    children: number; perChild: TaxCents; others: number; perOther: TaxCents; full: TaxCents; reduction: TaxCents; threshold: TaxCents; afterPhaseOut: TaxCents; incomeTax: TaxCents; used: TaxCents; other: TaxCents; child: TaxCents;
  }) =>
    `Child tax credit ${f.children} × ${usd(f.perChild)} and credit for other dependents ${f.others} × ${usd(f.perOther)} = ${usd(f.full)}${f.reduction > 0 ? `, less ${usd(f.reduction)} ($50 for each $1,000 or part of modified AGI above ${usd(f.threshold)}) = ${usd(f.afterPhaseOut)}` : ""}. Used against income tax of ${usd(f.incomeTax)}: ${usd(f.used)} (other dependents ${usd(f.other)} first, then children ${usd(f.child)}).`,
  refundableCredit: (f: { unused: TaxCents; children: number; perChild: TaxCents; earned: TaxCents; floor: TaxCents; earnedLimit: TaxCents; refundable: TaxCents }) =>
    `Refundable part (additional child tax credit) ${usd(f.refundable)}: the smallest of the unused credit ${usd(f.unused)}, ${f.children} × ${usd(f.perChild)} and 15 % of earned income ${usd(f.earned)} above ${usd(f.floor)} (${usd(f.earnedLimit)}). It counts with the payments.`,
  threeChildrenRule:
    "With three or more children the refundable part may instead use social security and Medicare taxes paid; that alternative is not estimated and could only raise it.",

  additionalMedicare: (threshold: TaxCents, wagesOver: TaxCents, selfEmploymentOver: TaxCents, tax: TaxCents) =>
    `Additional Medicare Tax ${usd(tax)}: 0.9 % of wages above ${usd(threshold)} (${usd(wagesOver)}) and of self-employment earnings above that threshold less wages (${usd(selfEmploymentOver)}).`,
  netInvestmentIncomeTax: (investmentIncome: TaxCents, threshold: TaxCents, magiOver: TaxCents, tax: TaxCents) =>
    `Net investment income tax ${usd(tax)}: 3.8 % of the smaller of net investment income ${usd(investmentIncome)} (interest, dividends and net capital gain; other income is not counted) and modified AGI above ${usd(threshold)} (${usd(magiOver)}).`,

  totalTax: (incomeTax: TaxCents, credits: TaxCents, selfEmployment: TaxCents, additionalMedicare: TaxCents, niit: TaxCents, total: TaxCents) =>
    `Total tax ${usd(total)}: income tax ${usd(incomeTax)} less non-refundable credits ${usd(credits)}, plus self-employment tax ${usd(selfEmployment)}, Additional Medicare Tax ${usd(additionalMedicare)} and net investment income tax ${usd(niit)}.`,
  payments: (withholding: TaxCents, estimated: TaxCents, refundable: TaxCents, total: TaxCents) =>
    `Payments ${usd(total)}: withholding ${usd(withholding)}, estimated payments ${usd(estimated)} and the refundable child tax credit ${usd(refundable)}.`,
  result: (amount: TaxCents) =>
    amount > 0 ? `Estimated refund: ${usd(amount)}.` : amount < 0 ? `Estimated balance due: ${usd(-amount)}.` : "Estimated result: nothing due and no refund.",
  rates: (marginalBp: number, effectiveBp: number) =>
    `Marginal rate ${formatRate(marginalBp)} (the ordinary income bracket of the next dollar of taxable income); effective rate ${formatRate(effectiveBp)} (total tax divided by AGI).`,
  notModelled: (yearly: readonly string[]) =>
    `Not estimated: ${["the alternative minimum tax", "the earned income credit and other credits", "the deductions for tips, overtime and car loan interest", "state and local income tax", ...yearly].join("; ")}.`,
};

/** The filing wizard (issue "Tax" §2): its checks, notices and page copy. */
export const TAX_FILING_MESSAGES = {
  required: "This is a required field",
  chooseStatus: "Choose your filing status",
  sameSsn: "This SSN is already on the return for another person",
  needsQualifyingPerson: "Head of household and qualifying surviving spouse need a qualifying person: add the dependent",
  bornAfterYear: (year: number) => `A dependent must be born by December 31, ${year}`,
  withheldOverWages: "Federal income tax withheld (box 2) cannot be more than wages (box 1)",
  qualifiedOverOrdinary: "Qualified dividends (1b) are part of ordinary dividends (1a) and cannot be more",
  tooManyRows: (max: number) => `At most ${max} rows`,

  saved: "Your tax return draft has been saved.",
  submitted: (confirmation: string) => `Your tax return has been submitted. Confirmation number ${confirmation}.`,
  amendStarted: "An amended return has been started from your submitted return.",
  notSubmittable: "Your return is not ready to submit: each step below says what it needs.",
  readOnly: "This return has been submitted and is read-only. Start an amended return to change it.",
  alreadySubmitted: "This year's return has already been submitted. Start an amended return to change it.",
  nothingToAmend: "There is no submitted return for this year to amend.",
  info: "Here is your tax return.",
  amendedSuffix: " (amended)",

  notification: (year: number, confirmation: string) => ({
    title: `Your ${year} tax return was submitted`,
    body: `Confirmation number ${confirmation}. Keep it with your records; the return is read-only now, and you can start an amended return from it.`,
  }),

  page: {
    title: "Tax filing",
    intro: "Prepare your federal return step by step. Your draft is saved as you go, and the estimate beside each step is figured from what you have entered.",
    steps: {
      status: "Filing status and you",
      dependents: "Dependents",
      income: "Income",
      adjustments: "Adjustments",
      deductions: "Deductions",
      credits: "Credits and payments",
      review: "Review and submit",
    } as Record<string, string>,
    stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
    year: "Tax year",
    estimateTitle: "Your estimate",
    refund: "Estimated refund",
    balanceDue: "Estimated balance due",
    save: "Save",
    saveAndContinue: "Save and continue",
    submit: "Submit return",
    amend: "Start an amended return",
    downloadPdf: "Download PDF summary",
    addW2: "Add a W-2",
    addDependent: "Add a dependent",
    blankRowHint: "Leave a row blank to remove it.",
    ssnOnFile: (masked: string) => `On file: ${masked}. Leave blank to keep it.`,
    submittedTitle: "Submitted",
    submittedText: (confirmation: string, date: string) => `Submitted on ${date}. Confirmation number ${confirmation}. The return is read-only.`,
    draftAmends: (confirmation: string) => `This is an amended return of the one submitted with confirmation number ${confirmation}.`,
    readyToSubmit: "Every step is complete: you can submit your return.",
    autosaved: "Saved",
    autosaving: "Saving…",
    standardOrItemized: "The estimate compares your itemized deductions with the standard deduction and takes the larger.",
    creditsFromDependents: (children: number, others: number) => `From your dependents: ${children} qualifying ${children === 1 ? "child" : "children"} under 17 for the child tax credit and ${others} other ${others === 1 ? "dependent" : "dependents"} for the $500 credit.`,
  },
};

/** The estimated-tax safe harbor rule in words (core/tax/estimated-tax.ts), for the business estimate and the withholding check. */
export const SAFE_HARBOUR_TEXT: Readonly<Record<SafeHarbourRule, string>> = {
  "current-year-90": "90 % of this year's projected tax",
  "prior-year-100": "100 % of last year's tax",
  "prior-year-110": "110 % of last year's tax (last year's AGI was above $150,000, or $75,000 filing separately)",
};

/** Business tax (issue "Tax" §3, Platinum). */
export const BUSINESS_TAX_MESSAGES = {
  estimated: "Here is your business tax estimate.",
  remindersScheduled: (count: number) =>
    count === 0 ? "Every due date of this year is too close or past: no reminder was scheduled." : `We will remind you a week before each of the ${count} coming due dates.`,
  ownershipShare: "must be a percentage from 0 to 100 with at most 2 decimals",
  entities: {
    sole_proprietorship: "Sole proprietorship",
    single_member_llc: "Single-member LLC",
    s_corporation: "S corporation",
    c_corporation: "C corporation",
    partnership: "Partnership",
  } as Record<string, string>,
  revenue: { sales: "Sales of goods", services: "Services", other: "Other revenue" } as Record<string, string>,
  expenses: {
    costOfGoods: "Cost of goods sold",
    advertising: "Advertising",
    carAndTruck: "Car and truck",
    contractLabor: "Contract labor",
    insurance: "Insurance",
    office: "Office",
    rent: "Rent or lease",
    supplies: "Supplies",
    travel: "Travel",
    meals: "Meals (50 % deductible)",
    utilities: "Utilities",
    wages: "Employees' wages",
    other: "Other expenses",
  } as Record<string, string>,
  notes: {
    meals: "Business meals are 50 % deductible: half of what you entered counts.",
    loss: "The business made a loss: there is no self-employment tax, and deducting the loss against other income is not estimated.",
    dividends: "A C corporation pays its own tax at 21 %; dividends it pays you are taxed again on your return, which is not estimated here.",
    "reasonable-salary":
      "An S corporation owner who works in the business must be paid a reasonable salary: it carries payroll taxes (both halves shown), the distribution does not carry self-employment tax.",
  } as Record<string, string>,
  safeHarbour: SAFE_HARBOUR_TEXT,
  reminder: (quarter: number, year: number, dueDate: string, amount: string) => ({
    title: `Estimated tax payment due ${dueDate}`,
    body: `Your ${year} estimated tax payment ${quarter} of 4, ${amount}, is due on ${dueDate}. Pay it through IRS Direct Pay or EFTPS.`,
  }),
  page: {
    title: "Business tax",
    intro: "Enter your business's revenue and expenses for the year: see the profit, what it means for your entity, and the quarterly estimated payments with their due dates.",
    calculate: "Calculate",
    remind: "Remind me before each due date",
    results: "Your business tax",
  },
};
