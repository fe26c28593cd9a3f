import type { BusinessFinancingQuery, BusinessFinancingResponse } from "../../../core/contracts/business-financing";
import { creditLine, debtServiceCoverage, equipmentFinancing, LENDER_COVERAGE_HUNDREDTHS, termLoan, type FinancingFigures } from "../../../core/loans/business-financing";
import {
  BUSINESS_DISCLAIMER,
  BUSINESS_FINDINGS as F,
  BUSINESS_OPTION_LABELS,
  businessAssumptions,
  LENDER_REVIEW,
  type BusinessOptionKey,
} from "../../../core/messages/business-financing";
import { asCents, centsToDecimalString as d, type Cents } from "../../../core/money";

type Compared = { key: BusinessOptionKey; rate: number; figures: FinancingFigures; coverage: number | null };

/** The kinds of financing a validated query gives a rate for, side by side, with the coverage lenders read. */
export function businessFinancing(q: BusinessFinancingQuery): BusinessFinancingResponse {
  const amount = q.amount as Cents;
  const kinds: Array<{ key: BusinessOptionKey; rate: number | undefined; figures: (rate: number) => FinancingFigures }> = [
    { key: "term", rate: q.termRate, figures: (rate) => termLoan(amount, { ratePercent: rate, termMonths: q.termYears * 12, feeBp: q.termFee }) },
    { key: "line", rate: q.lineRate, figures: (rate) => creditLine(amount, { ratePercent: rate, usedBp: q.lineUse, annualFee: q.lineFee as Cents, months: q.lineYears * 12 }) },
    { key: "equipment", rate: q.equipmentRate, figures: (rate) => equipmentFinancing(amount, { ratePercent: rate, termMonths: q.equipmentYears * 12, downBp: q.equipmentDown }) },
  ];
  const cashFlow = q.cashFlow === undefined ? null : (q.cashFlow as Cents);
  const compared: Compared[] = [];
  for (const kind of kinds) {
    if (kind.rate === undefined) continue;
    const figures = kind.figures(kind.rate);
    const coverage = cashFlow === null ? null : debtServiceCoverage(cashFlow, q.debt + figures.firstYearDebtService);
    compared.push({ key: kind.key, rate: kind.rate, figures, coverage });
  }

  const label = (key: BusinessOptionKey) => BUSINESS_OPTION_LABELS[key];
  const byApr = [...compared].sort((x, y) => x.figures.aprPercent - y.figures.aprPercent);
  const lowest = byApr[0]!;
  const findings: string[] = [];
  if (compared.length > 1) findings.push(F.lowestApr(label(lowest.key), lowest.figures.aprPercent, byApr.slice(1).map((o) => ({ label: label(o.key), apr: o.figures.aprPercent }))));
  for (const o of compared) {
    if (o.coverage === null) continue;
    if (o.coverage < 100) findings.push(F.coverageShort(label(o.key), o.coverage));
    else if (o.coverage < LENDER_COVERAGE_HUNDREDTHS) findings.push(F.coverageLow(label(o.key), o.coverage));
    else findings.push(F.coverageGood(label(o.key), o.coverage));
  }
  const line = compared.find((o) => o.key === "line");
  if (line) findings.push(F.line(line.figures.financed, line.figures.payment, line.figures.months));
  const equipment = compared.find((o) => o.key === "equipment");
  if (equipment && equipment.figures.downPayment > 0) findings.push(F.equipment(equipment.figures.downPayment));
  findings.push(F.guarantee(Math.max(...compared.map((o) => o.figures.financed))));

  const years = Math.max(...compared.map((o) => o.figures.yearlyBalances.length));
  const balances = Array.from({ length: years }, (_, year) => {
    const point: BusinessFinancingResponse["balances"][number] = { year };
    for (const o of compared) point[o.key] = d(o.figures.yearlyBalances[year] ?? asCents(0));
    return point;
  });

  return {
    inputs: { amount: d(amount), cashFlow: cashFlow === null ? null : d(cashFlow), debt: d(q.debt), termFee: q.termFee / 100, lineUse: q.lineUse / 100, lineFee: d(q.lineFee), equipmentDown: q.equipmentDown / 100 },
    options: compared.map((o) => {
      const f = o.figures;
      return {
        key: o.key,
        label: label(o.key),
        rate: o.rate,
        months: f.months,
        financed: d(f.financed),
        downPayment: d(f.downPayment),
        fees: d(f.fees),
        payment: d(f.payment),
        firstYearDebtService: d(f.firstYearDebtService),
        totalInterest: d(f.totalInterest),
        totalCost: d(f.totalCost),
        apr: f.aprPercent,
        coverage: o.coverage === null ? null : o.coverage / 100,
      };
    }),
    lowestApr: lowest.key,
    lenderCoverage: LENDER_COVERAGE_HUNDREDTHS / 100,
    balances,
    findings,
    lenderReview: [...LENDER_REVIEW],
    assumptions: businessAssumptions(),
    disclaimer: BUSINESS_DISCLAIMER,
  };
}
