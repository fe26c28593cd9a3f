import { estimateFederalTax, plainReturn, type TaxCents } from "./estimate-federal-tax";
import { FEDERAL_TAX_TABLES, type FilingStatus, type TaxYear } from "./federal-tax-tables";
import { estimatedPaymentDates, inInstalments, requiredAnnualPayment, type SafeHarbourRule } from "./estimated-tax";

// Business tax (issue "Tax" §3, Platinum): a business's revenue and expenses by category, the
// profit, and what it means for the owner by entity, plus the quarterly estimated payments with
// the prior-year safe harbor (core/tax/estimated-tax.ts). Pure: amounts in integer cents, rates in basis points.

export const BUSINESS_ENTITIES = ["sole_proprietorship", "single_member_llc", "s_corporation", "c_corporation", "partnership"] as const;
export type BusinessEntity = (typeof BUSINESS_ENTITIES)[number];

export const REVENUE_CATEGORIES = ["sales", "services", "other"] as const;
export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number];

/** Schedule C's expense lines, shortened. Meals deduct at 50 %. */
export const EXPENSE_CATEGORIES = ["costOfGoods", "advertising", "carAndTruck", "contractLabor", "insurance", "office", "rent", "supplies", "travel", "meals", "utilities", "wages", "other"] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The C corporation rate (IRC §11(b)). */
export const C_CORPORATION_RATE_BP = 2100;
/** Business meals are 50 % deductible (IRC §274(n)). */
export const MEALS_DEDUCTIBLE_BP = 5000;
/** Employer and employee each pay 6.2 % social security (to the wage base) and 1.45 % Medicare. */
export const PAYROLL_SOCIAL_SECURITY_BP = 620;
export const PAYROLL_MEDICARE_BP = 145;

export type BusinessInput = {
  taxYear: TaxYear;
  entity: BusinessEntity;
  revenue: Record<RevenueCategory, TaxCents>;
  expenses: Record<ExpenseCategory, TaxCents>;
  /** The owner's individual return. */
  filingStatus: FilingStatus;
  /** The owner's (household's) wages from elsewhere, and income tax withheld from them. */
  otherWages: TaxCents;
  withholding: TaxCents;
  /** S corporation: the salary the owner pays themself. */
  reasonableSalary: TaxCents;
  /** Partnership: the owner's share of the profit, in basis points (10000 = all). */
  ownershipShareBp: number;
  /** Last year's total tax and AGI, for the safe harbour; null when not given. */
  priorYearTax: TaxCents | null;
  priorYearAgi: TaxCents | null;
};

export type QuarterlyPayment = { quarter: 1 | 2 | 3 | 4; dueDate: string; amount: TaxCents };

export type BusinessResult = {
  revenue: TaxCents;
  expenses: TaxCents;
  /** Revenue less deductible expenses (meals at 50 %); negative is a loss. */
  profit: TaxCents;
  /** Schedule C profit (or the partner's share) that goes into the individual estimate's SE tax. */
  selfEmploymentIncome: TaxCents;
  /** The owner's federal tax with the business, and without it (wages alone). */
  individualTax: TaxCents;
  individualTaxWithoutBusiness: TaxCents;
  selfEmploymentTax: TaxCents;
  /** C corporation: 21 % of a positive profit. */
  corporateTax: TaxCents;
  /** S corporation: the salary and the rest as a distribution, and the payroll taxes on the salary (both halves). */
  salary: TaxCents;
  distribution: TaxCents;
  payrollTaxes: TaxCents;
  /** The tax the quarterly payments cover (the corporation's for a C corporation), and what is still due after withholding. */
  projectedTax: TaxCents;
  /** 90 % of this year's tax, or 100 % (110 % above $150,000 of AGI, $75,000 separately) of last year's, the smaller, less withholding. */
  safeHarbour: { rule: SafeHarbourRule; required: TaxCents };
  payments: QuarterlyPayment[];
  notes: string[];
};

const pct = (cents: TaxCents, bp: number): TaxCents => {
  const product = cents * bp;
  return product >= 0 ? Math.floor((product + 5_000) / 10_000) : -Math.floor((-product + 5_000) / 10_000);
};
const sum = (values: readonly TaxCents[]) => values.reduce((a, b) => a + b, 0);

export function estimateBusinessTax(input: BusinessInput): BusinessResult {
  const tables = FEDERAL_TAX_TABLES[input.taxYear];
  const notes: string[] = [];
  const revenue = sum(REVENUE_CATEGORIES.map((c) => input.revenue[c]));
  const deductible = sum(EXPENSE_CATEGORIES.map((c) => (c === "meals" ? pct(input.expenses[c], MEALS_DEDUCTIBLE_BP) : input.expenses[c])));
  const expenses = sum(EXPENSE_CATEGORIES.map((c) => input.expenses[c]));
  const profit = revenue - deductible;
  if (input.expenses.meals > 0) notes.push("meals");

  const individual = (extra: { wages?: TaxCents; selfEmploymentIncome?: TaxCents; otherIncome?: TaxCents }) =>
    estimateFederalTax(
      plainReturn({
        taxYear: input.taxYear,
        filingStatus: input.filingStatus,
        income: { wages: input.otherWages + (extra.wages ?? 0), selfEmploymentIncome: extra.selfEmploymentIncome ?? 0, otherIncome: extra.otherIncome ?? 0 },
        payments: { withholding: input.withholding },
      }),
    );
  const without = individual({});

  let selfEmploymentIncome = 0;
  let corporateTax = 0;
  let salary = 0;
  let distribution = 0;
  let payrollTaxes = 0;
  let withBusiness = without;
  switch (input.entity) {
    case "sole_proprietorship":
    case "single_member_llc":
    case "partnership": {
      const share = input.entity === "partnership" ? pct(profit, input.ownershipShareBp) : profit;
      // A loss is not self-employment income; its deduction against other income is not estimated.
      selfEmploymentIncome = Math.max(share, 0);
      if (share < 0) notes.push("loss");
      withBusiness = individual({ selfEmploymentIncome });
      break;
    }
    case "c_corporation":
      corporateTax = pct(Math.max(profit, 0), C_CORPORATION_RATE_BP);
      if (profit < 0) notes.push("loss");
      notes.push("dividends");
      break;
    case "s_corporation": {
      // The salary is wages on the owner's W-2; the employer's payroll tax is a business expense,
      // and what remains passes through as ordinary income without self-employment tax.
      salary = Math.min(input.reasonableSalary, Math.max(profit, 0));
      const wageBaseLeft = Math.max(tables.selfEmployment.socialSecurityWageBase * 100 - input.otherWages, 0);
      const employerHalf = pct(Math.min(salary, wageBaseLeft), PAYROLL_SOCIAL_SECURITY_BP) + pct(salary, PAYROLL_MEDICARE_BP);
      payrollTaxes = 2 * employerHalf;
      distribution = profit - salary - employerHalf;
      if (distribution < 0) notes.push("loss");
      withBusiness = individual({ wages: salary, otherIncome: Math.max(distribution, 0) });
      notes.push("reasonable-salary");
      break;
    }
  }

  const corporation = input.entity === "c_corporation";
  const projectedTax = corporation ? corporateTax : withBusiness.totalTax;
  const paid = corporation ? 0 : input.withholding;
  const harbour = requiredAnnualPayment({
    currentYearTax: projectedTax,
    priorYearTax: input.priorYearTax,
    priorYearAgi: input.priorYearAgi,
    filingStatus: input.filingStatus,
    corporation,
  });
  const rule = harbour.rule;
  const required = Math.max(harbour.required - paid, 0);
  const dates = estimatedPaymentDates(input.taxYear, corporation);
  const amounts = inInstalments(required, dates.length);
  return {
    revenue,
    expenses,
    profit,
    selfEmploymentIncome,
    individualTax: withBusiness.totalTax,
    individualTaxWithoutBusiness: without.totalTax,
    selfEmploymentTax: withBusiness.selfEmploymentTax,
    corporateTax,
    salary,
    distribution,
    payrollTaxes,
    projectedTax,
    safeHarbour: { rule, required },
    payments: dates.map((dueDate, i) => ({ quarter: (i + 1) as 1 | 2 | 3 | 4, dueDate, amount: amounts[i]! })),
    notes,
  };
}
