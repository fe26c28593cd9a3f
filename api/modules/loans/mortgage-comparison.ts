import { optionQuery, type MortgageQuery, type MortgageResponse } from "../../../core/contracts/mortgages";
import { breakEvenMonths, currentLoan, mortgageOption, type OptionFigures } from "../../../core/loans/mortgage-options";
import { MORTGAGE_DISCLAIMER, MORTGAGE_FINDINGS as F, MORTGAGE_OPTION_KEYS, MORTGAGE_OPTION_LABELS, mortgageAssumptions, type MortgageOptionKey } from "../../../core/messages/mortgages";
import { asCents, centsToDecimalString as d, type Cents } from "../../../core/money";

type Key = MortgageOptionKey | "current";
type Compared = { key: Key; rate: number; years: number; points: number; adjustable: { fixedYears: number; rateAfter: number } | null; figures: OptionFigures };

/** The options of a validated query side by side, with the member's loan when given. */
export function mortgageComparison(q: MortgageQuery): MortgageResponse {
  const raw = q as Record<string, unknown>;
  const amount = (q.amount ?? q.currentBalance) as Cents;
  const keepMonths = q.keep * 12;
  const compared: Compared[] = [];
  const current =
    q.currentBalance !== undefined && q.currentRate !== undefined && q.currentYears !== undefined
      ? { balance: q.currentBalance as Cents, rate: q.currentRate, years: q.currentYears }
      : null;
  if (current) {
    compared.push({ key: "current", rate: current.rate, years: current.years, points: 0, adjustable: null, figures: currentLoan(current.balance, current.rate, current.years * 12, keepMonths) });
  }
  for (const key of MORTGAGE_OPTION_KEYS) {
    const o = optionQuery(raw, key);
    if (o.rate === undefined) continue;
    const adjustable = o.fixed !== undefined && o.after !== undefined ? { fixedYears: o.fixed, rateAfter: o.after } : null;
    const figures = mortgageOption(
      amount,
      { ratePercent: o.rate, termMonths: o.years * 12, pointsBp: Math.round(o.points * 100), closingCosts: o.costs as Cents, adjustable: adjustable && { fixedMonths: adjustable.fixedYears * 12, rateAfterPercent: adjustable.rateAfter } },
      keepMonths,
    );
    compared.push({ key, rate: o.rate, years: o.years, points: o.points, adjustable, figures });
  }

  const label = (key: Key) => MORTGAGE_OPTION_LABELS[key];
  const now = compared.find((c) => c.key === "current")?.figures ?? null;
  const byCost = [...compared].sort((x, y) => x.figures.horizonCost - y.figures.horizonCost);
  const cheapest = byCost[0]!;
  const findings: string[] = [];
  if (compared.length > 1) {
    const next = byCost[1]!;
    findings.push(F.cheapest(label(cheapest.key), q.keep, cheapest.figures.horizonCost, { label: label(next.key), more: next.figures.horizonCost - cheapest.figures.horizonCost }));
  }
  const options = compared.filter((c) => c.key !== "current");
  if (now) {
    for (const o of options) {
      const saving = now.payment - o.figures.payment;
      if (saving <= 0) findings.push(F.paymentUp(label(o.key), -saving));
      else if (o.figures.upfront === 0) findings.push(F.noCostSaving(label(o.key), saving));
      else findings.push(F.breakEven(label(o.key), saving, o.figures.upfront, breakEvenMonths(o.figures.upfront, saving)!, q.keep));
    }
  }
  for (const o of options) {
    if (o.adjustable && o.figures.paymentAfter !== null) findings.push(F.adjustable(label(o.key), o.adjustable.fixedYears, `${o.adjustable.rateAfter}%`, o.figures.paymentAfter));
  }
  const fixedOptions = options.filter((o) => o.adjustable === null);
  const shortest = fixedOptions.reduce<Compared | null>((best, o) => (best === null || o.years < best.years ? o : best), null);
  const longest = fixedOptions.reduce<Compared | null>((best, o) => (best === null || o.years > best.years ? o : best), null);
  if (shortest && longest && shortest.years < longest.years && shortest.figures.payment > longest.figures.payment) {
    findings.push(F.term(label(shortest.key), label(longest.key), shortest.figures.payment - longest.figures.payment, longest.figures.totalInterest - shortest.figures.totalInterest));
  }

  const maxYears = Math.max(...compared.map((c) => c.figures.yearlyBalances.length));
  const balances = Array.from({ length: maxYears }, (_, year) => {
    const point: MortgageResponse["balances"][number] = { year };
    for (const c of compared) point[c.key] = d(c.figures.yearlyBalances[year] ?? asCents(0));
    return point;
  });

  return {
    inputs: { amount: d(amount), keep: q.keep, current: current && { balance: d(current.balance), rate: current.rate, years: current.years } },
    options: compared.map((c) => {
      const f = c.figures;
      const saving = now && c.key !== "current" ? now.payment - f.payment : null;
      return {
        key: c.key,
        label: label(c.key),
        rate: c.rate,
        years: c.years,
        points: c.points,
        adjustable: c.adjustable,
        payment: d(f.payment),
        paymentAfter: f.paymentAfter === null ? null : d(f.paymentAfter),
        pointsCost: d(f.points),
        upfront: d(f.upfront),
        totalInterest: d(f.totalInterest),
        totalCost: d(f.totalCost),
        apr: f.aprPercent,
        keepInterest: d(f.horizonInterest),
        keepCost: d(f.horizonCost),
        balanceAtKeep: d(f.balanceAtHorizon),
        monthlySaving: saving === null ? null : d(saving),
        breakEvenMonths: saving === null ? null : breakEvenMonths(f.upfront, saving),
      };
    }),
    cheapest: cheapest.key,
    balances,
    findings,
    assumptions: mortgageAssumptions(q.keep),
    disclaimer: MORTGAGE_DISCLAIMER,
  };
}
