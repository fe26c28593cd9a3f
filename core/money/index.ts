// Money: integer cents end to end; parsing, arithmetic and display in one place.
export {
  addCents,
  apportion,
  asCents,
  centsOfDecimalString,
  centsToDecimalString,
  centsToDollars,
  percentOf,
  percentOfMicro,
  roundCents,
  roundCentsUp,
  roundDollarsToCents,
  roundMicroCents,
  subtractCents,
  sumCents,
  toDecimalString,
  ZERO_CENTS,
  type Cents,
} from "./cents";
export { formatUsd, formatUsdPrice, type UsdOptions } from "./format-money";
export { AMOUNT_PROBLEMS, MONEY_MESSAGES, overLimitMessage } from "./messages";
export { centsFromDollars, parseAmount, parseMoney, type AmountOptions, type AmountResult, type MoneyOptions, type MoneyRefusal, type MoneyResult } from "./parse";
