// What a member reads when an amount is refused, on a form and in an API answer alike.

export const MONEY_MESSAGES = {
  empty: "Enter an amount.",
  invalid: "Enter an amount in dollars and cents, like 1,234.56.",
  tooManyDecimals: "Enter an amount with at most 2 decimals (whole cents).",
  negative: "Enter an amount without a minus sign.",
  zero: "Enter an amount greater than $0.",
  tooLarge: "This amount is too large.",
} as const;

/** "The most you can enter is $25,000." */
export const overLimitMessage = (limit: string) => `The most you can enter is ${limit}.`;

/** The same refusals in an API answer, after the field's name: "income.wages: must have at most 2 decimals". */
export const AMOUNT_PROBLEMS = {
  notAnAmount: "must be an amount in dollars: a number or a decimal string",
  notFinite: "must be a finite number",
  tooManyDecimals: "must have at most 2 decimals",
  negative: "must not be negative",
  tooLarge: "is too large",
  /** "must be at most 1,000,000,000" */
  atMost: (limit: string) => `must be at most ${limit}`,
} as const;
