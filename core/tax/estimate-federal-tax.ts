// The federal income tax estimate (issue "Tax" §1): a pure function of the return's figures and the
// year's table. Every amount is integer cents; every rate is basis points. Each rate applied to an
// amount is rounded half up to the cent at the line where the IRS form applies it, except the tax
// on taxable income, which sums its bands exactly and is rounded once (docs/decisions/010-tax-rounding.md).
import { TAX_MESSAGES as M } from "../messages/tax";
import { asCents, percentOf, percentOfMicro, roundMicroCents } from "../money";
import { FEDERAL_TAX_TABLES, type ByStatus, type FederalTaxYear, type FilingStatus, type TaxYear } from "./federal-tax-tables";

/**
 * Whole cents as the estimator adds and compares them: plain numbers in the hot path. Every rate
 * applied to one goes through core/money, which checks it is whole and the result exact.
 */
export type TaxCents = number;

/** A rate applied to an amount, rounded half up to the cent (core/money's one rounding rule). */
const applyRate = (cents: TaxCents, bp: number): TaxCents => percentOf(asCents(cents), bp);
/** Half an amount, rounded half up to the cent (Schedule SE line 13). */
const half = (cents: TaxCents): TaxCents => applyRate(cents, 5_000);
/** Whole dollars of a tax table to cents. */
const c = (dollars: number): TaxCents => dollars * 100;

export type FederalTaxInput = {
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  taxpayerAge65OrOlder: boolean;
  spouseAge65OrOlder: boolean;
  taxpayerBlind: boolean;
  spouseBlind: boolean;
  dependents: { qualifyingChildren: number; otherDependents: number };
  income: {
    wages: TaxCents;
    taxableInterest: TaxCents;
    ordinaryDividends: TaxCents;
    /** Part of ordinaryDividends. */
    qualifiedDividends: TaxCents;
    /** Net short-term gain, or a loss (negative). */
    shortTermCapitalGains: TaxCents;
    /** Net long-term gain, or a loss (negative). */
    longTermCapitalGains: TaxCents;
    /** Net profit from self-employment (Schedule C). */
    selfEmploymentIncome: TaxCents;
    otherIncome: TaxCents;
  };
  adjustments: { traditionalIra: TaxCents; hsa: TaxCents; studentLoanInterest: TaxCents };
  itemized: { stateAndLocalTaxes: TaxCents; mortgageInterest: TaxCents; charitable: TaxCents; medical: TaxCents } | null;
  payments: { withholding: TaxCents; estimatedPayments: TaxCents };
};

/** What a calculator gives of a return: the year and status, and only the figures it asks for. */
export type PlainReturn = Pick<FederalTaxInput, "taxYear" | "filingStatus"> &
  Partial<Pick<FederalTaxInput, "taxpayerAge65OrOlder" | "spouseAge65OrOlder" | "dependents">> & {
    income?: Partial<FederalTaxInput["income"]>;
    payments?: Partial<FederalTaxInput["payments"]>;
  };

/**
 * A return from a calculator's few figures (the withholding check, business tax, a Roth
 * conversion, an equity award): nobody 65 or older or blind, no dependents, no adjustments, the
 * standard deduction and no payments, unless it says otherwise.
 */
export function plainReturn(given: PlainReturn): FederalTaxInput {
  return {
    taxYear: given.taxYear,
    filingStatus: given.filingStatus,
    taxpayerAge65OrOlder: given.taxpayerAge65OrOlder ?? false,
    spouseAge65OrOlder: given.spouseAge65OrOlder ?? false,
    taxpayerBlind: false,
    spouseBlind: false,
    dependents: given.dependents ?? { qualifyingChildren: 0, otherDependents: 0 },
    income: {
      wages: 0,
      taxableInterest: 0,
      ordinaryDividends: 0,
      qualifiedDividends: 0,
      shortTermCapitalGains: 0,
      longTermCapitalGains: 0,
      selfEmploymentIncome: 0,
      otherIncome: 0,
      ...given.income,
    },
    adjustments: { traditionalIra: 0, hsa: 0, studentLoanInterest: 0 },
    itemized: null,
    payments: { withholding: 0, estimatedPayments: 0, ...given.payments },
  };
}

export type TaxLine = { key: string; text: string };

export type FederalTaxEstimate = {
  agi: TaxCents;
  deductionType: "standard" | "itemized";
  deduction: TaxCents;
  seniorDeduction: TaxCents;
  qbiDeduction: TaxCents;
  taxableIncome: TaxCents;
  ordinaryIncomeTax: TaxCents;
  capitalGainsTax: TaxCents;
  selfEmploymentTax: TaxCents;
  additionalMedicareTax: TaxCents;
  netInvestmentIncomeTax: TaxCents;
  childTaxCredit: TaxCents;
  otherDependentCredit: TaxCents;
  refundableChildTaxCredit: TaxCents;
  totalTax: TaxCents;
  totalPayments: TaxCents;
  /** Positive: a refund; negative: a balance due. */
  refundOrBalanceDue: TaxCents;
  /** The ordinary income bracket of the next dollar of taxable income, in basis points. */
  marginalRateBp: number;
  /** Total tax divided by AGI, in basis points (0 when AGI is not positive). */
  effectiveRateBp: number;
  lines: TaxLine[];
};

/** A year's table with every dollar figure in cents, made once per year. */
type CentsYear = {
  source: FederalTaxYear;
  tops: ByStatus<readonly TaxCents[]>;
  ratesBp: readonly number[];
};
const centsYears = new Map<number, CentsYear>();
function centsYear(year: TaxYear): CentsYear {
  let entry = centsYears.get(year);
  if (!entry) {
    const source: FederalTaxYear = FEDERAL_TAX_TABLES[year];
    const tops = Object.fromEntries(
      Object.entries(source.ordinaryBrackets.tops).map(([status, list]) => [status, list.map(c)]),
    ) as unknown as ByStatus<readonly TaxCents[]>;
    entry = { source, tops, ratesBp: source.ordinaryBrackets.ratesBp };
    centsYears.set(year, entry);
  }
  return entry;
}

/** Tax on `amount` by the rate schedule, exact, in micro-cents; with the bands for the explanation. */
function scheduleMicro(amount: TaxCents, tops: readonly TaxCents[], ratesBp: readonly number[], bands?: Array<[number, TaxCents, TaxCents]>): number {
  let micro = 0;
  let lower = 0;
  for (let i = 0; i < ratesBp.length && amount > lower; i += 1) {
    const upper = i < tops.length ? tops[i]! : Number.POSITIVE_INFINITY;
    const inBand = Math.min(amount, upper) - lower;
    const part = percentOfMicro(inBand, ratesBp[i]!);
    micro += part;
    bands?.push([ratesBp[i]!, inBand, roundMicroCents(part)]);
    lower = upper;
  }
  return micro;
}

/** The bracket rate of the next cent of taxable income. */
function bracketRate(taxable: TaxCents, tops: readonly TaxCents[], ratesBp: readonly number[]): number {
  for (let i = 0; i < tops.length; i += 1) if (taxable < tops[i]!) return ratesBp[i]!;
  return ratesBp[ratesBp.length - 1]!;
}

/** Ceiling of a / b for non-negative integers, exactly. */
const ceilDiv = (a: number, b: number) => (a - (a % b)) / b + (a % b > 0 ? 1 : 0);

export function estimateFederalTax(input: FederalTaxInput): FederalTaxEstimate {
  const year = centsYear(input.taxYear);
  const table = year.source;
  const status = input.filingStatus;
  const joint = status === "married_filing_jointly";
  const separate = status === "married_filing_separately";
  const { income, adjustments, payments, dependents } = input;
  const wages = income.wages;
  const lines: TaxLine[] = [{ key: "method", text: M.method(table.year, status) }];

  // ── Capital gains and losses (Schedule D lines 7, 15, 16, 21) ──────────────────────────────
  const shortTerm = income.shortTermCapitalGains;
  const longTerm = income.longTermCapitalGains;
  const netCapital = shortTerm + longTerm;
  const lossLimit = c(table.capitalGains.lossLimit[status]);
  const capitalIncluded = netCapital >= 0 ? netCapital : Math.max(netCapital, -lossLimit);
  // Net capital gain for the lower rates: net long-term gain, less any net short-term loss.
  const netCapitalGain = netCapital > 0 && longTerm > 0 ? Math.min(netCapital, longTerm) : 0;
  const qualifiedDividends = Math.min(income.qualifiedDividends, income.ordinaryDividends);

  // ── Self-employment tax (Schedule SE) ──────────────────────────────────────────────────────
  const se = table.selfEmployment;
  const seIncome = Math.max(0, income.selfEmploymentIncome);
  const netEarnings = applyRate(seIncome, se.netEarningsBp); // line 4a
  const owesSeTax = netEarnings >= c(se.minimumNetEarnings); // line 4c
  const socialSecurityBase = owesSeTax ? Math.min(netEarnings, Math.max(0, c(se.socialSecurityWageBase) - wages)) : 0; // lines 9–10
  const seSocialSecurity = applyRate(socialSecurityBase, se.socialSecurityBp); // line 10
  const seMedicare = owesSeTax ? applyRate(netEarnings, se.medicareBp) : 0; // line 11
  const selfEmploymentTax = seSocialSecurity + seMedicare; // line 12
  const halfSeTax = half(selfEmploymentTax); // line 13

  // ── Income and adjustments (Form 1040 lines 9–11, Schedule 1 part II) ──────────────────────
  const totalIncome = wages + income.taxableInterest + income.ordinaryDividends + capitalIncluded + seIncome + income.otherIncome;
  const studentLoanMax = c(table.adjustments.studentLoanInterestMax);
  const studentLoan = separate ? 0 : Math.min(adjustments.studentLoanInterest, studentLoanMax);
  const adjustmentsTotal = halfSeTax + adjustments.traditionalIra + adjustments.hsa + studentLoan;
  const agi = totalIncome - adjustmentsTotal;
  const magi = agi; // no foreign earned income or housing exclusion is modelled

  const incomeParts: Array<[string, TaxCents] | string> = [];
  if (wages) incomeParts.push([M.labels.wages, wages]);
  if (income.taxableInterest) incomeParts.push([M.labels.taxableInterest, income.taxableInterest]);
  if (income.ordinaryDividends) incomeParts.push(M.labels.ordinaryDividends(income.ordinaryDividends, qualifiedDividends));
  if (shortTerm || longTerm) incomeParts.push([M.labels.capital, capitalIncluded]);
  if (seIncome) incomeParts.push([M.labels.selfEmploymentIncome, seIncome]);
  if (income.otherIncome) incomeParts.push([M.labels.otherIncome, income.otherIncome]);
  lines.push({ key: "income", text: M.income(totalIncome, incomeParts) });
  if (shortTerm || longTerm) {
    lines.push({
      key: "capitalGains",
      text:
        netCapital >= 0
          ? M.capitalGain(shortTerm, longTerm, netCapital, netCapitalGain)
          : M.capitalLoss(shortTerm, longTerm, netCapital, -capitalIncluded, lossLimit, -netCapital + capitalIncluded),
    });
  }
  if (seIncome > 0) {
    lines.push({
      key: "selfEmploymentTax",
      text: owesSeTax
        ? M.selfEmploymentTax({
            income: seIncome, netEarnings, year: table.year, wageBase: c(se.socialSecurityWageBase), wages, socialSecurityBase,
            socialSecurity: seSocialSecurity, medicare: seMedicare, total: selfEmploymentTax, half: halfSeTax,
          })
        : M.selfEmploymentBelowFloor(netEarnings, seIncome, c(se.minimumNetEarnings)),
    });
    if (owesSeTax && joint && wages > 0) lines.push({ key: "selfEmploymentJointWages", text: M.selfEmploymentJointWages });
  }
  if (adjustmentsTotal > 0 || adjustments.studentLoanInterest > 0) {
    const parts: Array<[string, TaxCents]> = [];
    if (halfSeTax) parts.push([M.labels.halfSeTax, halfSeTax]);
    if (adjustments.traditionalIra) parts.push([M.labels.traditionalIra, adjustments.traditionalIra]);
    if (adjustments.hsa) parts.push([M.labels.hsa, adjustments.hsa]);
    if (adjustments.studentLoanInterest) parts.push([M.labels.studentLoanInterest, studentLoan]);
    const notes: string[] = [];
    if (adjustments.traditionalIra || adjustments.hsa) notes.push(M.adjustmentsAsEntered);
    if (adjustments.studentLoanInterest) {
      notes.push(separate ? M.studentLoanSeparate : adjustments.studentLoanInterest > studentLoanMax ? M.studentLoanCapped(studentLoanMax) : M.studentLoanPhaseOut);
    }
    lines.push({ key: "adjustments", text: M.adjustments(adjustmentsTotal, parts, notes) });
  }
  lines.push({ key: "agi", text: M.agi(totalIncome, adjustmentsTotal, agi) });

  // ── Deductions ─────────────────────────────────────────────────────────────────────────────
  const sd = table.standardDeduction;
  const spouseCounts = joint;
  const conditions =
    Number(input.taxpayerAge65OrOlder) + Number(input.taxpayerBlind) + (spouseCounts ? Number(input.spouseAge65OrOlder) + Number(input.spouseBlind) : 0);
  const married = joint || separate || status === "qualifying_surviving_spouse";
  const additional = c(married ? sd.additionalMarried : sd.additionalUnmarried);
  const standard = c(sd.base[status]) + conditions * additional;
  lines.push({ key: "standardDeduction", text: M.standardDeduction(status, c(sd.base[status]), conditions, additional, standard) });
  if (!spouseCounts && (input.spouseAge65OrOlder || input.spouseBlind)) lines.push({ key: "spouse", text: M.spouseFlagsIgnored });

  let itemizedTotal: TaxCents | null = null;
  if (input.itemized) {
    const it = table.itemized;
    const baseCap = c(it.saltCap[status]);
    const threshold = c(it.saltPhaseDownThreshold[status]);
    const floor = c(it.saltFloor[status]);
    const saltCap = Math.max(floor, baseCap - applyRate(Math.max(0, magi - threshold), it.saltPhaseDownRateBp));
    const salt = Math.min(input.itemized.stateAndLocalTaxes, saltCap);
    const medicalFloor = applyRate(Math.max(0, agi), it.medicalFloorBp);
    const medical = Math.max(0, input.itemized.medical - medicalFloor);
    itemizedTotal = salt + input.itemized.mortgageInterest + input.itemized.charitable + medical;
    lines.push({
      key: "itemizedDeductions",
      text: M.itemized({
        total: itemizedTotal, salt, saltEntered: input.itemized.stateAndLocalTaxes, saltCap, baseCap, threshold, floor, phasedDown: magi > threshold,
        mortgage: input.itemized.mortgageInterest, charitable: input.itemized.charitable, medicalEntered: input.itemized.medical, medicalFloor, medical,
      }),
    });
  }
  const deductionType = itemizedTotal !== null && itemizedTotal > standard ? "itemized" : "standard";
  const deduction = deductionType === "itemized" ? itemizedTotal! : standard;
  lines.push({ key: "deduction", text: M.deductionChosen(deductionType, deduction, standard, itemizedTotal) });

  // Senior deduction (IRC §151(d)(5)(C)): each person's amount reduced by 6 % of MAGI over the threshold.
  let seniorDeduction = 0;
  const seniors = Number(input.taxpayerAge65OrOlder) + (joint ? Number(input.spouseAge65OrOlder) : 0);
  if (table.seniorDeduction && seniors > 0) {
    const sr = table.seniorDeduction;
    const threshold = sr.threshold[status];
    if (threshold === null) {
      lines.push({ key: "seniorDeduction", text: M.seniorSeparate });
    } else {
      const reduction = applyRate(Math.max(0, magi - c(threshold)), sr.phaseOutRateBp);
      seniorDeduction = seniors * Math.max(0, c(sr.perPerson) - reduction);
      lines.push({ key: "seniorDeduction", text: M.seniorDeduction(seniors, c(sr.perPerson), c(threshold), reduction, seniorDeduction) });
    }
  }

  // ── Qualified business income deduction (Form 8995) ───────────────────────────────────────
  const beforeQbi = Math.max(0, agi - deduction - seniorDeduction); // line 11
  const qbi = Math.max(0, seIncome - halfSeTax);
  let qbiDeduction = 0;
  if (qbi > 0) {
    const q = table.qualifiedBusinessIncome;
    const threshold = c(q.threshold[status]);
    if (beforeQbi <= threshold) {
      const component = applyRate(qbi, q.rateBp); // line 5
      const capitalGain = netCapitalGain + qualifiedDividends; // line 12
      const limit = applyRate(Math.max(0, beforeQbi - capitalGain), q.rateBp); // line 14
      qbiDeduction = Math.min(component, limit); // line 15
      lines.push({ key: "qbiDeduction", text: M.qbiFull({ qbi, component, before: beforeQbi, capitalGain, limit, deduction: qbiDeduction }) });
    } else {
      lines.push({ key: "qbiDeduction", text: M.qbiAboveThreshold(beforeQbi, threshold) });
    }
  }
  const taxableIncome = Math.max(0, beforeQbi - qbiDeduction);
  lines.push({ key: "taxableIncome", text: M.taxableIncome(agi, deduction, seniorDeduction, qbiDeduction, taxableIncome) });

  // ── Tax on taxable income (Qualified Dividends and Capital Gain Tax Worksheet) ────────────
  const tops = year.tops[status];
  const rates = year.ratesBp;
  const preferential = qualifiedDividends + netCapitalGain; // line 4
  const ordinaryPart = Math.max(0, taxableIncome - preferential); // line 5
  const bands: Array<[number, TaxCents, TaxCents]> = [];
  const ordinaryMicro = scheduleMicro(ordinaryPart, tops, rates, bands); // line 22
  const ordinaryIncomeTax = roundMicroCents(ordinaryMicro);
  lines.push({ key: "ordinaryTax", text: M.ordinaryTax(ordinaryPart, bands, ordinaryIncomeTax) });
  let incomeTax = ordinaryIncomeTax;
  if (preferential > 0 && taxableIncome > 0) {
    const cg = table.capitalGains;
    const line7 = Math.min(taxableIncome, c(cg.zeroRateTop[status]));
    const line9 = line7 - Math.min(ordinaryPart, line7); // taxed at 0 %
    const line10 = Math.min(taxableIncome, preferential);
    const line12 = line10 - line9;
    const line14 = Math.min(taxableIncome, c(cg.fifteenRateTop[status]));
    const line16 = Math.max(0, line14 - (ordinaryPart + line9));
    const line17 = Math.min(line12, line16); // taxed at 15 %
    const line20 = line10 - (line9 + line17); // taxed at 20 %
    const line23 = ordinaryMicro + percentOfMicro(line17, cg.ratesBp[1]) + percentOfMicro(line20, cg.ratesBp[2]);
    const line24 = scheduleMicro(taxableIncome, tops, rates);
    incomeTax = roundMicroCents(Math.min(line23, line24)); // line 25
    lines.push({
      key: "capitalGainsTax",
      text: M.capitalGainsTax({
        preferential: line10, atZero: line9, atFifteen: line17, atTwenty: line20, tax: incomeTax - ordinaryIncomeTax,
        regularLower: line24 < line23, regular: roundMicroCents(line24),
      }),
    });
  }
  const capitalGainsTax = incomeTax - ordinaryIncomeTax;

  // ── Child tax credit and credit for other dependents (Schedule 8812) ──────────────────────
  let childTaxCredit = 0;
  let otherDependentCredit = 0;
  let refundableChildTaxCredit = 0;
  const children = dependents.qualifyingChildren;
  const others = dependents.otherDependents;
  if (children > 0 || others > 0) {
    const ct = table.childTaxCredit;
    const childFull = children * c(ct.perChild);
    const otherFull = others * c(ct.otherDependent);
    const threshold = c(ct.phaseOutThreshold[status]);
    const reduction = ceilDiv(Math.max(0, magi - threshold), c(ct.phaseOutStep)) * c(ct.phaseOutPerStep); // lines 9–11
    const afterPhaseOut = Math.max(0, childFull + otherFull - reduction); // line 12
    const used = Math.min(afterPhaseOut, incomeTax); // line 14 (credit limit worksheet A: the income tax)
    // Shown split: the phase-out and the tax limit reach the other-dependent credit first, so
    // what stays unused is child credit, which is what the refundable part is drawn from.
    const otherAfter = Math.max(0, otherFull - reduction);
    otherDependentCredit = Math.min(otherAfter, used);
    childTaxCredit = used - otherDependentCredit;
    lines.push({
      key: "credits",
      text: M.credits({
        children, perChild: c(ct.perChild), others, perOther: c(ct.otherDependent), full: childFull + otherFull, reduction, threshold,
        afterPhaseOut, incomeTax, used, other: otherDependentCredit, child: childTaxCredit,
      }),
    });
    if (children > 0) {
      const unused = afterPhaseOut - used; // line 16a
      const perChildLimit = children * c(ct.refundablePerChild); // line 16b
      const earned = wages + Math.max(0, seIncome - halfSeTax); // line 18a
      const earnedLimit = applyRate(Math.max(0, earned - c(ct.earnedIncomeFloor)), ct.refundableRateBp); // line 20
      refundableChildTaxCredit = Math.min(unused, perChildLimit, earnedLimit); // line 27
      if (unused > 0) {
        lines.push({
          key: "refundableChildTaxCredit",
          text: M.refundableCredit({ unused, children, perChild: c(ct.refundablePerChild), earned, floor: c(ct.earnedIncomeFloor), earnedLimit, refundable: refundableChildTaxCredit }),
        });
        if (children >= 3 && earnedLimit < Math.min(unused, perChildLimit)) lines.push({ key: "threeChildren", text: M.threeChildrenRule });
      }
    }
  }
  const credits = childTaxCredit + otherDependentCredit;

  // ── Additional Medicare Tax (Form 8959) and net investment income tax (Form 8960) ─────────
  const am = table.additionalMedicare;
  const amThreshold = c(am.threshold[status]);
  const wagesOver = Math.max(0, wages - amThreshold); // line 6
  const seOver = owesSeTax ? Math.max(0, netEarnings - Math.max(0, amThreshold - wages)) : 0; // line 12
  const additionalMedicareTax = applyRate(wagesOver, am.rateBp) + applyRate(seOver, am.rateBp); // lines 7 + 13
  if (additionalMedicareTax > 0) lines.push({ key: "additionalMedicareTax", text: M.additionalMedicare(amThreshold, wagesOver, seOver, additionalMedicareTax) });

  const ni = table.netInvestmentIncomeTax;
  const investmentIncome = Math.max(0, income.taxableInterest + income.ordinaryDividends + capitalIncluded); // line 8
  const niThreshold = c(ni.threshold[status]);
  const magiOver = Math.max(0, magi - niThreshold); // line 15
  const netInvestmentIncomeTax = applyRate(Math.min(investmentIncome, magiOver), ni.rateBp); // lines 16–17
  if (investmentIncome > 0 && magiOver > 0) {
    lines.push({ key: "netInvestmentIncomeTax", text: M.netInvestmentIncomeTax(investmentIncome, niThreshold, magiOver, netInvestmentIncomeTax) });
  }

  // ── Totals ─────────────────────────────────────────────────────────────────────────────────
  const totalTax = incomeTax - credits + selfEmploymentTax + additionalMedicareTax + netInvestmentIncomeTax;
  const totalPayments = payments.withholding + payments.estimatedPayments + refundableChildTaxCredit;
  const refundOrBalanceDue = totalPayments - totalTax;
  const marginalRateBp = agi - deduction - seniorDeduction < 0 ? 0 : bracketRate(taxableIncome, tops, rates);
  const effectiveRateBp = agi > 0 ? Math.round((totalTax / agi) * 10_000) : 0;
  lines.push({ key: "totalTax", text: M.totalTax(incomeTax, credits, selfEmploymentTax, additionalMedicareTax, netInvestmentIncomeTax, totalTax) });
  lines.push({ key: "payments", text: M.payments(payments.withholding, payments.estimatedPayments, refundableChildTaxCredit, totalPayments) });
  lines.push({ key: "result", text: M.result(refundOrBalanceDue) });
  lines.push({ key: "rates", text: M.rates(marginalRateBp, effectiveRateBp) });
  lines.push({ key: "notEstimated", text: M.notModelled(table.notModelled) });

  return {
    agi,
    deductionType,
    deduction,
    seniorDeduction,
    qbiDeduction,
    taxableIncome,
    ordinaryIncomeTax,
    capitalGainsTax,
    selfEmploymentTax,
    additionalMedicareTax,
    netInvestmentIncomeTax,
    childTaxCredit,
    otherDependentCredit,
    refundableChildTaxCredit,
    totalTax,
    totalPayments,
    refundOrBalanceDue,
    marginalRateBp,
    effectiveRateBp,
    lines,
  };
}
