// GET /api/planning/calculators/estate: the size of an estate and how it would pass (the estate
// service's Bronze calculators). Query keys are the calculator page's URL keys: each asset's value
// (dollars, at most 2 decimals, read into cents) and, under `<asset>By`, how it is held.
import { z } from "zod";
import { ESTATE_FIELD } from "../messages/estate";
import { ZERO_CENTS } from "../money";
import { DEFAULT_ROUTE, ESTATE_ASSETS, ESTATE_ROUTES, ROUTES_OF, type EstateAsset } from "../planning/estate-size";
import { decimalAmount as money } from "./amount";
import { amount, blankToUndefined, number, withDefault } from "./calculator-query";
import { endpoint } from "./endpoint";
import { taxYearQuery } from "./tax-withholding";

/** The largest amount a field takes: $1 billion (six of them stay exact through the tax at 40 %). */
const MAX_DOLLARS = 1_000_000_000;
const dollars = withDefault(amount({ min: 0, max: MAX_DOLLARS }), ZERO_CENTS);
const MAX_MINORS = 20;

const routeOf = (asset: EstateAsset) =>
  z.preprocess(blankToUndefined, z.enum(ROUTES_OF[asset] as [string, ...string[]], { errorMap: () => ({ message: ESTATE_FIELD.route(ROUTES_OF[asset]) }) }).default(DEFAULT_ROUTE[asset]));

export const estateQuerySchema = z.object({
  /** The year of death the federal exclusion is taken for; this year (or the latest known) when absent. */
  year: taxYearQuery,
  home: dollars,
  homeBy: routeOf("home"),
  accounts: dollars,
  accountsBy: routeOf("accounts"),
  retirement: dollars,
  retirementBy: routeOf("retirement"),
  insurance: dollars,
  insuranceBy: routeOf("insurance"),
  business: dollars,
  businessBy: routeOf("business"),
  other: dollars,
  otherBy: routeOf("other"),
  /** Everything owed, dollars. */
  debts: dollars,
  /** Taxable gifts made in life above the yearly exclusion, dollars. */
  gifts: dollars,
  /** Left to a spouse who is a US citizen, and to charity, dollars. */
  spouse: dollars,
  charity: dollars,
  /** Children under 18, for the guardian to name. */
  minors: withDefault(number({ min: 0, max: MAX_MINORS, whole: true }), 0),
});
export type EstateQuery = z.infer<typeof estateQuerySchema>;

export const estateResponseSchema = z.object({
  inputs: z.object({
    year: z.number().int(),
    assets: z.array(z.object({ asset: z.enum(ESTATE_ASSETS), value: money, route: z.enum(ESTATE_ROUTES) })),
    debts: money,
    gifts: money,
    spouse: money,
    charity: money,
    minors: z.number().int(),
  }),
  gross: money,
  /** Each way of passing, with its share of the gross estate (percent, two decimals; the shares add up to 100). */
  routes: z.array(z.object({ route: z.enum(ESTATE_ROUTES), amount: money, share: z.number() })),
  /** What would pass under the will, through probate. */
  probate: money,
  /** The gross estate less the debts: negative when the debts are larger. */
  net: money,
  deductions: money,
  taxableEstate: money,
  exclusion: money,
  taxBase: money,
  estateTax: money,
  room: money,
  /** The checklist for these figures: the people to name and the steps to take. */
  steps: z.array(z.string()),
  documents: z.array(z.string()),
  assumptions: z.array(z.string()),
  disclaimer: z.string(),
});
export type EstateResponse = z.infer<typeof estateResponseSchema>;

export const estateCalculatorContract = endpoint({ method: "GET", path: "/api/planning/calculators/estate", query: estateQuerySchema, response: estateResponseSchema });
