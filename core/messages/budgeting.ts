// Every member-facing string of budgeting and behavior analysis (issue "Planning and budgeting" §2).
import type { Interval } from "../budgeting/analysis";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const BUDGETING_MESSAGES = {
  accountAdded: "The account was added.",
  accountSaved: "The account was saved.",
  accountDeleted: "The account and its transactions were deleted.",
  accountNotFound: "That account was not found.",
  transactionAdded: "The transaction was added.",
  transactionSaved: "The transaction was saved.",
  transactionDeleted: "The transaction was deleted.",
  transactionNotFound: "That transaction was not found.",
  categoryAdded: "The category was added.",
  categorySaved: "The category was saved.",
  categoryDeleted: "The category was deleted; its transactions are now uncategorised.",
  categoryNotFound: "That category was not found.",
  categoryTaken: "You already have a category with that name.",
  lastCategory: "Keep at least one category.",
  ruleAdded: "The rule was added.",
  ruleSaved: "The rule was saved.",
  ruleDeleted: "The rule was deleted.",
  ruleNotFound: "That rule was not found.",
  rulesApplied: (n: number) => `The rules categorised ${plural(n, "transaction", "transactions")}.`,
  budgetSaved: "The budget was saved.",
  rolloverOn: "Unspent money in this category now carries into next month, and overspending reduces it.",
  rolloverOff: "This category no longer carries money between months.",
  tooManyAccounts: "You can track at most 20 accounts.",
  tooManyCategories: "You can have at most 100 categories.",
  tooManyRules: "You can have at most 200 rules.",
  importEmpty: "The file has no rows to import.",
  importTooManyRows: (max: number) => `A file may have at most ${max.toLocaleString("en-US")} rows; split it and import each part.`,
  imported: (imported: number, duplicates: number) =>
    `Imported ${plural(imported, "transaction", "transactions")}; ${plural(duplicates, "duplicate was", "duplicates were")} skipped.`,
  importHasErrors: (n: number) => `${plural(n, "row has", "rows have")} problems and will not be imported.`,
  mappingAmount: "Choose an amount column, or both a debit and a credit column.",
  mappingSameColumn: "Each column can be mapped once.",
  noAccounts: "Add an account first: imported transactions belong to one of your accounts.",
  noTransactions: "No transactions in this month yet.",
  uncategorised: "Uncategorised",
  analysisIntro: "What changed in your spending, judged against your own history. Figures, not advice.",
  savingRule: "Income is money in under an income category; spending is everything else, refunds taken off. What is left is what you saved, and its share of income your savings rate.",
  noSaving: "No transactions in the last twelve months yet.",
  cashRule: "Cash is your checking, savings and cash accounts with the cash available in your investor account. Typical spending is the average of your last six full months with transactions.",
  reserveSaved: (months: number) => `Your emergency reserve target is now ${months} months of spending.`,
  premiumsRule: "A premium is a payment whose category or description names insurance, an assurance or a premium. Bills that come once or twice a year are spread over the months between them.",
  unusualRule:
    "A transaction is unusual when it is more than 3.5 robust standard deviations above the median of your earlier spending in its category (median and median absolute deviation, with at least 5 earlier transactions).",
  recurringRule:
    "A payment recurs when the same payee is paid a similar amount (within 10 %) at a regular interval: weekly, monthly, twice a year or yearly.",
} as const;

/** How often a recurring payment comes, as the analysis's tables say it. */
export const INTERVAL_LABELS = { weekly: "Weekly", monthly: "Monthly", semiannual: "Twice a year", yearly: "Yearly" } as const satisfies Record<Interval, string>;

export const ACCOUNT_KIND_LABELS = { checking: "Checking", savings: "Savings", credit_card: "Credit card", cash: "Cash" } as const;
