import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { DEFAULT_DEFERRED_GROWTH_BP, deferredCompensationContract } from "#core/contracts/deferred-compensation";
import { defaultTaxYear } from "#core/tax/withholding";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearAndStatus } from "~/components/planning/TaxYearField";
import { DeferredCompensationResults } from "~/components/retirement/DeferredCompensationResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { DEFERRED_COMPENSATION_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The executive accounts' deferred compensation planner (Emerald; retirement's card "Executive
// deferred compensation accounts" links it): a nonqualified deferred compensation balance as a lump
// sum or in 5, 10 or 15 yearly installments, the federal income tax of each, the chosen plan year by
// year. The inputs are the URL's keys, like every calculator's; below Emerald the API's words name
// the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Deferred pay · My World", "A deferred compensation balance as a lump sum or in yearly installments: the federal income tax of each election.");

type Key = (typeof DEFERRED_COMPENSATION_KEYS)[number];

/** A fresh visit's example: $800,000 deferred, 5 % credited, $90,000 of other income a year, ten installments listed. */
const EXAMPLE: Partial<Record<Key, string>> = { balance: "800000", growth: "5", income: "90000", plan: "10" };

const PLAN_CHOICES = [
  { value: "5", label: "5 yearly installments" },
  { value: "10", label: "10 yearly installments" },
  { value: "15", label: "15 yearly installments" },
];

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "retirement", contract: deferredCompensationContract, keys: DEFERRED_COMPENSATION_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function DeferredPayPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="deferred"
      title="Deferred pay"
      intro="Pay you deferred under a nonqualified plan is taxed when it is paid out. Compare a lump sum with yearly installments: the federal income tax of each, and what you keep."
      form={
        <CalculatorForm label="Deferred pay">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The plan account</legend>
              <Stack gap="sm">
                <Field name="balance" label="Balance to be paid out" unit="$" value={v.balance} error={e.balance} description="From your latest plan statement." />
                <Field name="growth" label="Earnings credited a year" unit="%" value={v.growth} error={e.growth} description={`On what is still owed during the payout. ${DEFAULT_DEFERRED_GROWTH_BP / 100}% if left blank.`} />
                <NativeSelect name="plan" id="field-plan" label="Installments to list" defaultValue={v.plan ?? "10"} error={e.plan ? fieldMessage("Installments to list", e.plan) : undefined} data={PLAN_CHOICES} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Your return in the payout years</legend>
              <Stack gap="sm">
                <TaxYearAndStatus year={v.year} status={v.status} defaultYear={page.defaultYear} errors={e} />
                <Field name="income" label="Other income a year" unit="$" value={v.income} error={e.income} description="Pension, Social Security that is taxed, IRA withdrawals, interest." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <DeferredCompensationResults result={page.result} /> : null}
    />
  );
}
