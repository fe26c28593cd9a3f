import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { BUSINESS_DEFAULTS, businessFinancingContract } from "#core/contracts/business-financing";
import { BUSINESS_OPTION_LABELS as L } from "#core/messages/business-financing";
import { BusinessFinancingResults } from "~/components/loans/BusinessFinancingResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { BUSINESS_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The loans service's Platinum "Business loans and credit": a term loan, a line of credit and
// equipment financing for what a business needs, side by side with the total cost of borrowing, and
// the coverage of their payments by the business's cash flow that lenders read first. The inputs
// are the URL's keys, like every calculator's; below Platinum the API's words name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Business loans and credit · My World", "Compare a term loan, a line of credit and equipment financing for your business: payments, fees, APR, the total cost of borrowing and what lenders review.");

type Key = (typeof BUSINESS_KEYS)[number];

/** A fresh visit: $150,000 for a business with $90,000 a year of cash flow, against the three kinds. */
const EXAMPLE: Partial<Record<Key, string>> = {
  amount: "150000",
  cashFlow: "90000",
  debt: "12000",
  termRate: "9.5",
  termYears: "5",
  termFee: "2",
  lineRate: "11",
  lineUse: "40",
  lineFee: "150",
  lineYears: "3",
  equipmentRate: "8.25",
  equipmentYears: "5",
  equipmentDown: "10",
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "loans", contract: businessFinancingContract, keys: BUSINESS_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

export default function BusinessLoansPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="business"
      title="Business loans and credit"
      intro="Compare a term loan, a line of credit and equipment financing for what your business needs: the payments, the fees, the APR and the total cost of borrowing, and how well the business's cash flow covers the payments, which lenders read first."
      form={
        <CalculatorForm label="Business loans and credit">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The business</legend>
              <Stack gap="sm">
                <Field name="amount" label="Amount needed" unit="$" value={v.amount} error={e.amount} description="For equipment, its price." />
                <Field name="cashFlow" label="Yearly cash flow before debt payments" unit="$" value={v.cashFlow} error={e.cashFlow} description="Earnings before interest, taxes, depreciation and owners' draws. Optional." />
                <Field name="debt" label="Debt payments it already makes, a year" unit="$" value={v.debt} error={e.debt} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>{L.term}</legend>
              <Stack gap="sm">
                <Field name="termRate" label={`${L.term}: rate`} unit="%" value={v.termRate} error={e.termRate} description="Blank to leave it out." />
                <Field name="termYears" label={`${L.term}: years`} inputMode="numeric" value={v.termYears} error={e.termYears} description={`${BUSINESS_DEFAULTS.termYears} if left blank.`} />
                <Field name="termFee" label={`${L.term}: fee`} unit="%" value={v.termFee} error={e.termFee} description="Origination, of the amount." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>{L.line}</legend>
              <Stack gap="sm">
                <Field name="lineRate" label={`${L.line}: rate`} unit="%" value={v.lineRate} error={e.lineRate} description="Blank to leave it out." />
                <Field name="lineUse" label={`${L.line}: share drawn`} unit="%" value={v.lineUse} error={e.lineUse} description="On average, of the amount." />
                <Field name="lineFee" label={`${L.line}: yearly fee`} unit="$" value={v.lineFee} error={e.lineFee} />
                <Field name="lineYears" label={`${L.line}: years kept`} inputMode="numeric" value={v.lineYears} error={e.lineYears} description={`${BUSINESS_DEFAULTS.lineYears} if left blank.`} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>{L.equipment}</legend>
              <Stack gap="sm">
                <Field name="equipmentRate" label={`${L.equipment}: rate`} unit="%" value={v.equipmentRate} error={e.equipmentRate} description="Blank to leave it out." />
                <Field name="equipmentYears" label={`${L.equipment}: years`} inputMode="numeric" value={v.equipmentYears} error={e.equipmentYears} description={`${BUSINESS_DEFAULTS.equipmentYears} if left blank.`} />
                <Field name="equipmentDown" label={`${L.equipment}: down payment`} unit="%" value={v.equipmentDown} error={e.equipmentDown} description="Of the price." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <BusinessFinancingResults result={page.result} /> : null}
    />
  );
}
