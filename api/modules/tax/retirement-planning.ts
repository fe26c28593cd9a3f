import type { RetirementTaxQuery, RetirementTaxResponse } from "../../../core/contracts/retirement-tax";
import { bpToFraction } from "../../../core/contracts/tax";
import { RETIREMENT_TAX_DISCLAIMER, RETIREMENT_TAX_FINDINGS as F, retirementTaxAssumptions, WITHDRAWAL_ORDER } from "../../../core/messages/retirement-tax";
import { asCents, centsToDecimalString as d, percentOf, type Cents } from "../../../core/money";
import { PART_B_FIRST_INCOME_AGE, PART_B_LOOKBACK_YEARS, PART_B_SOURCE, PART_B_YEAR, partBPremium } from "../../../core/retirement/medicare-premium";
import { RMD_SOURCES, rmdSchedule } from "../../../core/retirement/rmd";
import { rothConversion, type RetirementTaxInput, type YearTax } from "../../../core/retirement/roth-conversion";
import { FEDERAL_TAX_TABLES } from "../../../core/tax/federal-tax-tables";
import { SOCIAL_SECURITY_SOURCE } from "../../../core/tax/taxable-social-security";
import { defaultTaxYear } from "../../../core/tax/withholding";

/** Distributions shown once they start. */
const RMD_YEARS = 10;
const THOUSAND: Cents = asCents(100_000);

const yearTaxOut = (t: YearTax) => ({
  agi: d(t.agi),
  taxableSocialSecurity: d(t.taxableSocialSecurity),
  taxableIncome: d(t.taxableIncome),
  totalTax: d(t.totalTax),
  bracketRate: bpToFraction(t.bracketRateBp),
});

/** The retirement tax plan for a validated query on `today` ("YYYY-MM-DD"). */
export function retirementTaxAnswer(q: RetirementTaxQuery, today: string): RetirementTaxResponse {
  const year = q.year ?? defaultTaxYear(today);
  const input: RetirementTaxInput = { taxYear: year, filingStatus: q.status, age: q.age, spouseAge: q.spouseAge ?? null, income: q.income, socialSecurity: q.socialSecurity };
  const plan = rothConversion(input, q.conversion);
  const findings: string[] = [];
  const growthBp = Math.round(q.growth * 100);

  if (q.conversion > 0) {
    findings.push(F.conversionCost(year, q.conversion, plan.extraTax, plan.averageRateBp));
    if (plan.after.bracketRateBp > plan.before.bracketRateBp) findings.push(F.pastBracket(plan.before.bracketRateBp, plan.after.bracketRateBp));
  }
  const room = plan.fills.find((fill) => fill.conversion > q.conversion);
  if (room && room.rateBp === plan.after.bracketRateBp) findings.push(F.bracketRoom(room.conversion - q.conversion, room.rateBp));
  if (plan.nextRateBp > plan.after.bracketRateBp + 100) findings.push(F.hiddenRate(plan.nextRateBp, plan.after.bracketRateBp));

  let rmd: RetirementTaxResponse["rmd"] = null;
  if (q.balance > 0) {
    const common = { year, age: q.age, balance: q.balance, growthBp, distributionYears: RMD_YEARS };
    const without = rmdSchedule({ ...common, conversion: asCents(0) });
    const withIt = rmdSchedule({ ...common, conversion: q.conversion });
    const first = withIt.years.find((y) => y.year === withIt.firstYear)!;
    const firstWithout = without.years.find((y) => y.year === without.firstYear)!;
    const dueNow = withIt.firstYear === year;
    if (dueNow) findings.push(F.rmdDue(year, first.rmd));
    else {
      findings.push(F.rmdAhead(withIt.firstYear, withIt.startAge, firstWithout.rmd));
      if (q.conversion > 0 && first.rmd < firstWithout.rmd) findings.push(F.rmdLower(first.rmd, firstWithout.rmd));
    }
    rmd = {
      startAge: withIt.startAge,
      firstYear: withIt.firstYear,
      thisYear: dueNow ? d(first.rmd) : null,
      years: withIt.years.map((y, index) => ({
        year: y.year,
        age: y.age,
        balanceWithout: d(without.years[index]!.startBalance),
        rmdWithout: d(without.years[index]!.rmd),
        balance: d(y.startBalance),
        rmd: d(y.rmd),
      })),
    };
  }

  let medicare: RetirementTaxResponse["medicare"] = null;
  const oldest = Math.max(q.age, q.status === "married_filing_jointly" ? (q.spouseAge ?? 0) : 0);
  if (oldest >= PART_B_FIRST_INCOME_AGE) {
    const before = partBPremium(plan.before.agi, q.status);
    const after = partBPremium(plan.after.agi, q.status);
    const premiumYear = year + PART_B_LOOKBACK_YEARS;
    if (q.conversion > 0) findings.push(after.band > before.band ? F.medicareUp(premiumYear, before.monthly, after.monthly) : F.medicareSame(premiumYear, after.monthly));
    const out = (p: typeof before) => ({ monthly: d(p.monthly), surcharge: d(p.surcharge) });
    medicare = { premiumYear, tableYear: PART_B_YEAR, before: out(before), after: out(after) };
  }

  const contributionRateBp = plan.before.bracketRateBp;
  findings.push(F.contribution(contributionRateBp, percentOf(THOUSAND, contributionRateBp)));

  return {
    inputs: {
      year,
      status: q.status,
      age: q.age,
      spouseAge: q.spouseAge ?? null,
      income: d(q.income),
      socialSecurity: d(q.socialSecurity),
      conversion: d(q.conversion),
      balance: d(q.balance),
      growth: q.growth,
    },
    conversion: {
      before: yearTaxOut(plan.before),
      after: yearTaxOut(plan.after),
      extraTax: d(plan.extraTax),
      averageRate: bpToFraction(plan.averageRateBp),
      nextRate: bpToFraction(plan.nextRateBp),
    },
    fills: plan.fills.map((f) => ({ rate: bpToFraction(f.rateBp), top: d(f.top), conversion: d(f.conversion), extraTax: d(f.extraTax), averageRate: bpToFraction(f.averageRateBp) })),
    contribution: { rate: bpToFraction(contributionRateBp), savedPerThousand: d(percentOf(THOUSAND, contributionRateBp)) },
    rmd,
    medicare,
    findings,
    withdrawalOrder: [...WITHDRAWAL_ORDER],
    assumptions: retirementTaxAssumptions(q.growth),
    sources: [...FEDERAL_TAX_TABLES[year].sources, SOCIAL_SECURITY_SOURCE, ...RMD_SOURCES, PART_B_SOURCE],
    disclaimer: RETIREMENT_TAX_DISCLAIMER,
  };
}
