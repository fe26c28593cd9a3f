import { Hono, type Context } from "hono";
import {
  collegeQuerySchema,
  breakEvenQuerySchema,
  disabilityQuerySchema,
  growthQuerySchema,
  liabilityQuerySchema,
  lifeInsuranceQuerySchema,
  loanQuerySchema,
  MAX_GOAL_YEARS,
  retirementQuerySchema,
  savingsQuerySchema,
  type CollegeResponse,
  type BreakEvenResponse,
  type DisabilityResponse,
  type GrowthResponse,
  type LifeInsuranceResponse,
  type LoanResponse,
  type RetirementResponse,
  type SavingsResponse,
} from "../../../core/contracts/planning";
import { breakEvenAssumptions, collegeAssumptions, disabilityAssumptions, FIELD, growthAssumptions, lifeInsuranceAssumptions, loanAssumptions, PLANNING_DISCLAIMER, retirementAssumptions, savingsAssumptions } from "../../../core/messages/planning";
import { amortizeLoan } from "../../../core/planning/amortize-loan";
import { todayIn, wholeMonthsBetween } from "../../../core/planning/dates";
import { projectRetirement, type RetirementInput } from "../../../core/planning/project-retirement";
import { savingsGoal } from "../../../core/planning/savings-goal";
import { investmentGrowth } from "../../../core/planning/investment-growth";
import { breakEven, type Margin } from "../../../core/planning/break-even";
import { disabilityNeed } from "../../../core/planning/disability-need";
import { lifeInsuranceComparisons, lifeInsuranceNeed, type LifeInsuranceInput } from "../../../core/planning/life-insurance-need";
import { AVERAGE_COST_OF_ATTENDANCE } from "../../../core/planning/college-costs";
import { collegeBalances, collegeComparisons, collegeSavingsPlan, type CollegeSavingsInput } from "../../../core/planning/college-savings";
import { simulateRetirementSteps } from "../../../core/planning/simulate-retirement";
import { estateQuerySchema } from "../../../core/contracts/estate";
import { estateAnswer } from "./estate-size";
import { liabilityAnswer } from "./liability-cover";
import { parseQuery, reject, respond } from "../../platform/http";
import { runInSlices } from "../../platform/run-in-slices";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { latestAssessment } from "../investor/assessment";
import { callerInvestorAccount } from "../investor/caller-account";
import { totalAssetsCents } from "../investor/service";
import { RISK_PROFILE_LABELS } from "../../../core/messages/investor";
import { DEFAULT_MARKET, RISK_PROFILE_MARKETS } from "../../../core/planning/market-assumptions";
import type { Database } from "../../db/connection";
import type { ApiEnv } from "../../platform/context";
import { asCents, centsToDecimalString as d, centsToDollars, ZERO_CENTS } from "../../../core/money";
import type { LoanResult } from "../../../core/planning/amortize-loan";
import type { RetirementProjection } from "../../../core/planning/project-retirement";
import type { SavingsGoalResult } from "../../../core/planning/savings-goal";
import type { RetirementSimulation } from "../../../core/planning/simulate-retirement";

const DEFAULT_WITHDRAWAL_RATE = 4;

/**
 * The planning calculators (issue "Planning and budgeting" §1) behind the Bronze gate: validate the
 * URL's keys, compute with core/planning, answer with the figures and their assumptions in words.
 * Middleware sits on each route, not on the sub-app, so it never reaches other sub-apps' paths.
 */
export function planningRoutes() {
  const routes = new Hono<ApiEnv>();
  const gate = [requireSession("full"), requireFeature("calculators")] as const;

  routes.get("/planning/calculators/loan", ...gate, (c) => {
    const parsed = parseQuery(c, loanQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const start = q.start ?? todayIn(c.var.timeZone);
    const result = amortizeLoan({ principalCents: q.principal, annualRatePercent: q.rate, termMonths: q.years * 12, startDate: start, extraMonthlyCents: q.extra });
    const data: LoanResponse = {
      inputs: { principal: d(q.principal), rate: q.rate, years: q.years, extra: d(q.extra), start },
      ...loanFigures(result, q.page, q.size),
      assumptions: loanAssumptions({ rate: q.rate, years: q.years, extraCents: q.extra, start }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/retirement", ...gate, async (c) => {
    const parsed = parseQuery(c, retirementQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const platformSavings = q.savings === undefined ? (totalAssetsCents(await callerInvestorAccount(c)) ?? ZERO_CENTS) : null;
    const savingsCents = q.savings ?? platformSavings ?? ZERO_CENTS;
    const market = await marketOf(c.var.db, c.var.user.id, q.return, q.volatility);
    const withdrawal: RetirementInput["withdrawal"] =
      q.withdrawal !== undefined ? { kind: "amount", annual: centsToDollars(q.withdrawal) } : { kind: "rate", percent: q.withdrawalRate ?? DEFAULT_WITHDRAWAL_RATE };
    const input: RetirementInput = {
      currentAge: q.currentAge,
      retirementAge: q.retirementAge,
      lifeExpectancy: q.lifeExpectancy,
      savings: centsToDollars(savingsCents),
      monthlyContribution: centsToDollars(q.contribution),
      expectedReturnPercent: market.returnPercent,
      volatilityPercent: market.volatilityPercent,
      inflationPercent: q.inflation,
      withdrawal,
      socialSecurity: centsToDollars(q.socialSecurity),
      rule: q.rule,
    };
    let projection: RetirementProjection;
    let simulation: RetirementSimulation;
    try {
      projection = projectRetirement(input);
      // 50 to about 200 ms of work: in slices, so the process serves other requests meanwhile.
      simulation = await runInSlices(simulateRetirementSteps(input, { paths: q.paths, seed: q.seed }));
    } catch (error) {
      // core/money refuses to round a balance past the safe integers of cents rather than show it inexactly.
      if (error instanceof RangeError) return badField(c, "return", FIELD.projectionTooLarge);
      throw error;
    }
    const data: RetirementResponse = {
      inputs: {
        currentAge: q.currentAge,
        retirementAge: q.retirementAge,
        lifeExpectancy: q.lifeExpectancy,
        savings: d(savingsCents),
        savingsSource: platformSavings === null ? "entered" : "platform",
        contribution: d(q.contribution),
        return: market.returnPercent,
        volatility: market.volatilityPercent,
        marketSource: market.source,
        riskProfile: market.riskProfile,
        inflation: q.inflation,
        withdrawal: q.withdrawal !== undefined ? d(q.withdrawal) : null,
        withdrawalRate: withdrawal.kind === "rate" ? withdrawal.percent : null,
        socialSecurity: d(q.socialSecurity),
        rule: q.rule,
        paths: q.paths,
        seed: q.seed,
      },
      projection: projectionFigures(projection),
      simulation: { ...simulation, bands: simulation.bands.map((b) => ({ age: b.age, p10: d(b.p10Cents), p25: d(b.p25Cents), p50: d(b.p50Cents), p75: d(b.p75Cents), p90: d(b.p90Cents) })) },
      assumptions: retirementAssumptions({
        currentAge: q.currentAge,
        retirementAge: q.retirementAge,
        lifeExpectancy: q.lifeExpectancy,
        savingsCents,
        savingsFromPlatform: platformSavings !== null,
        contributionCents: q.contribution,
        returnPercent: market.returnPercent,
        volatilityPercent: market.volatilityPercent,
        riskProfileLabel: market.riskProfile ? RISK_PROFILE_LABELS[market.riskProfile].label : null,
        inflationPercent: q.inflation,
        withdrawal: q.withdrawal !== undefined ? { kind: "amount", annualCents: q.withdrawal } : { kind: "rate", percent: q.withdrawalRate ?? DEFAULT_WITHDRAWAL_RATE },
        socialSecurityCents: q.socialSecurity,
        rule: q.rule,
        paths: q.paths,
        seed: q.seed,
      }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/savings", ...gate, (c) => {
    const parsed = parseQuery(c, savingsQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const months = wholeMonthsBetween(todayIn(c.var.timeZone), q.date);
    if (months < 1) return badField(c, "date", FIELD.goalTooSoon);
    if (months > MAX_GOAL_YEARS * 12) return badField(c, "date", FIELD.goalTooFar(MAX_GOAL_YEARS));
    const result = savingsGoal({ targetCents: q.target, currentCents: q.savings, annualReturnPercent: q.return, months });
    const data: SavingsResponse = {
      inputs: { target: d(q.target), date: q.date, savings: d(q.savings), return: q.return },
      ...savingsFigures(result),
      assumptions: savingsAssumptions({ returnPercent: q.return, months, date: q.date }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/college", ...gate, (c) => {
    const parsed = parseQuery(c, collegeQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const costCents = q.cost ?? AVERAGE_COST_OF_ATTENDANCE[q.school];
    const startYear = Number(todayIn(c.var.timeZone).slice(0, 4)) + q.years;
    const input: CollegeSavingsInput = {
      yearlyCostCents: costCents,
      yearsUntilStart: q.years,
      yearsOfStudy: q.study,
      costGrowthPercent: q.growth,
      annualReturnPercent: q.return,
      currentCents: q.savings,
    };
    const plan = collegeSavingsPlan(input);
    const data: CollegeResponse = {
      inputs: { school: q.school, cost: d(costCents), costSource: q.cost === undefined ? "average" : "entered", years: q.years, study: q.study, growth: q.growth, savings: d(q.savings), return: q.return },
      startYear,
      years: plan.years.map((y) => ({ year: y.year, academicYear: academicYear(startYear + y.year - 1), cost: d(y.costCents) })),
      totalCost: d(plan.totalCostCents),
      neededAtStart: d(plan.neededAtStartCents),
      currentGrowsTo: d(plan.currentGrowsToCents),
      monthly: d(plan.monthlyCents),
      months: plan.months,
      contributions: d(plan.contributionsCents),
      reachedWithoutSaving: plan.reachedWithoutSaving,
      balances: collegeBalances(input, plan).map((p) => ({ yearsFromNow: p.yearsFromNow, year: startYear - q.years + p.yearsFromNow, paid: d(p.paidCents), balance: d(p.balanceCents) })),
      compare: collegeComparisons(input).map((row) => ({ key: row.key, return: row.annualReturnPercent, savingYears: row.savingYears, monthly: d(row.monthlyCents) })),
      assumptions: collegeAssumptions({
        school: q.school,
        costCents,
        costFromAverage: q.cost === undefined,
        growthPercent: q.growth,
        returnPercent: q.return,
        years: q.years,
        study: q.study,
        startYear,
      }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/growth", ...gate, (c) => {
    const parsed = parseQuery(c, growthQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    // The query's limits keep every balance within the safe integers of cents (the contract's test shows the largest).
    const result = investmentGrowth({ startCents: q.start, monthlyCents: q.monthly, years: q.years, annualReturnPercent: q.return, annualFeePercent: q.fee, compareFeePercent: q.compareFee });
    const data: GrowthResponse = {
      inputs: { start: d(q.start), monthly: d(q.monthly), years: q.years, return: q.return, fee: q.fee, compareFee: q.compareFee },
      years: result.years.map((y) => ({
        year: y.year,
        paidIn: d(y.paidInCents),
        balance: d(y.balanceCents),
        compareBalance: d(y.compareBalanceCents),
        noFeeBalance: d(y.noFeeBalanceCents),
        fees: d(y.feesCents),
      })),
      balance: d(result.balanceCents),
      paidIn: d(result.paidInCents),
      growth: d(result.growthCents),
      fees: d(result.feesCents),
      compareBalance: d(result.compareBalanceCents),
      compareFees: d(result.compareFeesCents),
      noFeeBalance: d(result.noFeeBalanceCents),
      costOfFees: d(result.costOfFeesCents),
      assumptions: growthAssumptions({ returnPercent: q.return, feePercent: q.fee, compareFeePercent: q.compareFee, years: q.years }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/life-insurance", ...gate, (c) => {
    const parsed = parseQuery(c, lifeInsuranceQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const input: LifeInsuranceInput = {
      yearlyIncomeCents: q.income,
      years: q.years,
      realReturnPercent: q.return,
      mortgageCents: q.mortgage,
      otherDebtsCents: q.debts,
      finalExpensesCents: q.final,
      goalsCents: q.goals,
      savingsCents: q.savings,
      existingCoverageCents: q.insured,
    };
    const need = lifeInsuranceNeed(input);
    const data: LifeInsuranceResponse = {
      inputs: { income: d(q.income), years: q.years, return: q.return, mortgage: d(q.mortgage), debts: d(q.debts), final: d(q.final), goals: d(q.goals), savings: d(q.savings), insured: d(q.insured) },
      incomeNeed: d(need.incomeCents),
      debtsNeed: d(need.debtsCents),
      needs: d(need.needsCents),
      resources: d(need.resourcesCents),
      coverage: d(need.coverageCents),
      surplus: d(need.surplusCents),
      compare: lifeInsuranceComparisons(input).map((row) => ({ key: row.key, return: row.realReturnPercent, years: row.years, coverage: d(row.coverageCents) })),
      assumptions: lifeInsuranceAssumptions({ realReturnPercent: q.return, years: q.years }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/break-even", ...gate, (c) => {
    const parsed = parseQuery(c, breakEvenQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const result = breakEven({ priceCents: q.price, unitCostCents: q.cost, monthlyFixedCents: q.fixed, monthlyUnits: q.units, startupCents: q.startup, cashCents: q.cash });
    const data: BreakEvenResponse = {
      inputs: { price: d(q.price), cost: d(q.cost), fixed: d(q.fixed), units: q.units, startup: d(q.startup), cash: d(q.cash) },
      ...marginResponse(result),
      paybackMonths: result.paybackMonths,
      runwayMonths: result.runwayMonths,
      prices: result.prices.map(marginResponse),
      cases: result.cases.map((k) => ({ key: k.key, units: k.units, monthlyProfit: d(k.monthlyProfitCents), cash: k.cash.map(d) })),
      assumptions: breakEvenAssumptions(),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  routes.get("/planning/calculators/disability", ...gate, (c) => {
    const parsed = parseQuery(c, disabilityQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.value;
    const need = disabilityNeed({
      payCents: q.pay,
      expensesCents: q.expenses,
      otherIncomeCents: q.otherIncome,
      // A percentage to the nearest hundredth, as whole basis points.
      benefitBp: Math.round(q.benefit * 100),
      benefitCapCents: q.cap ?? null,
      benefitTaxBp: Math.round(q.tax * 100),
      waitingMonths: q.waiting,
      savingsCents: q.savings,
    });
    const data: DisabilityResponse = {
      inputs: { pay: d(q.pay), expenses: d(q.expenses), otherIncome: d(q.otherIncome), benefit: q.benefit, cap: q.cap === undefined ? null : d(q.cap), tax: q.tax, waiting: q.waiting, savings: d(q.savings) },
      benefitHeld: d(need.benefitCents),
      benefitAfterTax: d(need.benefitAfterTaxCents),
      shortfall: d(need.shortfallCents),
      gap: d(need.gapCents),
      covered: need.coveredBp / 100,
      waitingCost: d(need.waitingCostCents),
      savingsMonths: need.savingsMonths,
      savingsPath: need.savingsPath.map(d),
      savingsPathCovered: need.savingsPathCovered.map(d),
      assumptions: disabilityAssumptions({ waitingMonths: q.waiting, capped: q.cap !== undefined }),
      disclaimer: PLANNING_DISCLAIMER,
    };
    return respond(c, data);
  });

  // Whether the liability limits held look adequate relative to what a judgment could reach.
  routes.get("/planning/calculators/liability", ...gate, (c) => {
    const parsed = parseQuery(c, liabilityQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, liabilityAnswer(parsed.value));
  });

  // The estate service's calculator: the estate's size, how it passes, the tax and a checklist.
  routes.get("/planning/calculators/estate", ...gate, (c) => {
    const parsed = parseQuery(c, estateQuerySchema);
    if (!parsed.ok) return parsed.response;
    return respond(c, estateAnswer(parsed.value, todayIn(c.var.timeZone)));
  });

  return routes;
}

/** A price's margin as the API answers it. */
function marginResponse(m: Margin) {
  return {
    price: d(m.priceCents),
    contribution: d(m.contributionCents),
    margin: m.marginBp / 100,
    breakEvenUnits: m.breakEvenUnits,
    breakEvenRevenue: m.breakEvenRevenueCents === null ? null : d(m.breakEvenRevenueCents),
    monthlyProfit: d(m.monthlyProfitCents),
  };
}

/** "2036–37": the academic year that starts in the autumn of `year`. */
const academicYear = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, "0")}`;

/**
 * The expected return and volatility: as given, and any left out from the member's latest risk
 * assessment (core/planning/market-assumptions.ts), or a balanced portfolio's without one.
 */
async function marketOf(db: Database, userId: number, givenReturn: number | undefined, givenVolatility: number | undefined) {
  if (givenReturn !== undefined && givenVolatility !== undefined) {
    return { returnPercent: givenReturn, volatilityPercent: givenVolatility, source: "entered" as const, riskProfile: null };
  }
  const assessed = await latestAssessment(db, userId);
  const base = assessed ? RISK_PROFILE_MARKETS[assessed.riskProfile] : DEFAULT_MARKET;
  return {
    returnPercent: givenReturn ?? base.returnPercent,
    volatilityPercent: givenVolatility ?? base.volatilityPercent,
    source: assessed ? ("risk-profile" as const) : ("default" as const),
    riskProfile: assessed?.riskProfile ?? null,
  };
}

/** The same shape as parseQuery's answers: 400 BadRequest, "field: problem". */
function badField(c: Context, field: string, problem: string) {
  return reject(c, 400, "BadRequest", `${field}: ${problem}`);
}

/** The loan's figures as the API answers them, with a page of the amortization table. */
function loanFigures(result: LoanResult, page: number, size: number): Omit<LoanResponse, "inputs" | "assumptions" | "disclaimer"> {
  const totals = (s: Omit<LoanResult["schedule"], "rows">) => ({ months: s.months, totalInterest: d(s.totalInterestCents), totalPaid: d(s.totalPaidCents), payoffDate: s.payoffDate });
  const { rows } = result.schedule;
  return {
    monthlyPayment: d(result.monthlyPaymentCents),
    extraMonthly: d(result.extraMonthlyCents),
    withExtra: totals(result.schedule),
    withoutExtra: totals(result.withoutExtra),
    interestSaved: d(result.interestSavedCents),
    monthsSaved: result.monthsSaved,
    schedule: {
      items: rows.slice((page - 1) * size, page * size).map((r) => ({
        month: r.month, date: r.date, payment: d(r.paymentCents), interest: d(r.interestCents), principal: d(r.principalCents), balance: d(r.balanceCents),
      })),
      page,
      size,
      total: rows.length,
    },
    balanceChart: result.balanceChart.map((p) => ({ month: p.month, date: p.date, balance: d(p.balanceCents), balanceWithoutExtra: d(p.balanceWithoutExtraCents) })),
  };
}

function projectionFigures(p: RetirementProjection): RetirementResponse["projection"] {
  return {
    years: p.years.map((y) => ({
      age: y.age, startBalance: d(y.startBalanceCents), contributions: d(y.contributionsCents), withdrawals: d(y.withdrawalsCents), growth: d(y.growthCents), endBalance: d(y.endBalanceCents),
    })),
    balanceAtRetirement: d(p.balanceAtRetirementCents),
    firstYearWithdrawal: d(p.firstYearWithdrawalCents),
    firstYearIncome: d(p.firstYearIncomeCents),
    initialWithdrawalRatePercent: p.initialWithdrawalRatePercent,
    runsOutAtAge: p.runsOutAtAge,
    endBalance: d(p.endBalanceCents),
    realReturnPercent: p.realReturnPercent,
  };
}

function savingsFigures(r: SavingsGoalResult): Omit<SavingsResponse, "inputs" | "assumptions" | "disclaimer"> {
  return {
    monthly: d(r.monthlyCents),
    months: r.months,
    currentGrowsTo: d(r.currentGrowsToCents),
    projected: d(r.projectedCents),
    contributions: d(r.contributionsCents),
    growth: d(r.growthCents),
    reachedWithoutSaving: r.reachedWithoutSaving,
  };
}
