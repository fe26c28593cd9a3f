import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { disabilityCalculatorContract } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { DisabilityResults } from "~/components/planning/DisabilityResults";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { DISABILITY_KEYS, INSURANCE_CALCULATORS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's disability cover calculator (Bronze and up): if illness or injury
// stopped the member's pay, how much of the month's essential spending what continues would meet,
// the monthly benefit that closes the gap, and how savings carry the household through the wait.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Disability cover · My World", "How much disability cover could protect your paycheck.");

/** A fresh visit's example: $5,500 of pay, $4,000 of essential spending, a work policy of 60 % up to $5,000, taxed, after 3 months. */
const EXAMPLE = { pay: "5500", expenses: "4000", benefit: "60", cap: "5000", tax: "15", waiting: "3", savings: "9000" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "insurance", contract: disabilityCalculatorContract, keys: DISABILITY_KEYS, example: EXAMPLE });

export default function DisabilityPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Disability cover"
      intro="If illness or injury stopped your pay, how much of your essential spending would still be met, and what monthly benefit would close the gap."
      calculators={INSURANCE_CALCULATORS}
      form={
        <CalculatorForm label="Disability cover">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Each month</legend>
              <Stack gap="sm">
                <Field name="pay" label="Your gross pay" unit="$" value={v.pay} error={e.pay} />
                <Field name="expenses" label="Essential spending" unit="$" value={v.expenses} error={e.expenses} description="Housing, food, insurance, debt payments: what cannot wait." />
                <Field name="otherIncome" label="Income that would continue" unit="$" value={v.otherIncome} error={e.otherIncome} description="A partner's pay, rent from a property." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Disability insurance you hold</legend>
              <Stack gap="sm">
                <Field name="benefit" label="Benefit as a share of pay" unit="%" value={v.benefit} error={e.benefit} description="As your policy states it; 0 if you have none." />
                <Field name="cap" label="Monthly maximum" unit="$" value={v.cap} error={e.cap} description="Leave blank if the policy has none." />
                <Field name="tax" label="Tax on the benefit" unit="%" value={v.tax} error={e.tax} description="0 if you pay the premiums yourself with after-tax money." />
                <Field name="waiting" label="Months before it pays" inputMode="numeric" value={v.waiting} error={e.waiting} description="The waiting, or elimination, period." />
              </Stack>
            </fieldset>
            <Field name="savings" label="Savings you could draw on" unit="$" value={v.savings} error={e.savings} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <DisabilityResults result={page.result} /> : null}
    />
  );
}
