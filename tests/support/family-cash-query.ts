/**
 * A family's three households and entities over the next twelve months, with three months' reserve:
 * a main household spending $10,000 a month more than comes in, with a $25,000 payment in the
 * forecast's fifth month; a holding company gaining $15,000 a month; a ski house with no income and a
 * $12,000 payment in the second month. The payments' months count from today's, so the tests take
 * them from the answer's own months (`withPaymentMonths`). The API test works the figures by hand
 * (core/budgeting/family-cash-forecast.test.ts has the rules'); the fuzzing starts from it.
 */
export const FAMILY_CASH_QUERY = {
  months: "3",
  e1: "Main household",
  c1: "100000",
  i1: "30000",
  o1: "40000",
  p1: "25000",
  w1: "2027-04",
  e2: "Holdings LLC",
  c2: "500000",
  i2: "20000",
  o2: "5000",
  e3: "Ski house",
  c3: "30000",
  i3: "0",
  o3: "6000",
  p3: "12000",
  w3: "2027-01",
};

/** The main household's payment month and the ski house's, as indexes into the forecast's months. */
export const PAYMENT_MONTH_INDEX = { w1: 4, w3: 1 } as const;

/** The query with its payments in the forecast's fifth and second months, whatever today is. */
export const withPaymentMonths = (months: readonly string[]) => ({ ...FAMILY_CASH_QUERY, w1: months[PAYMENT_MONTH_INDEX.w1]!, w3: months[PAYMENT_MONTH_INDEX.w3]! });
