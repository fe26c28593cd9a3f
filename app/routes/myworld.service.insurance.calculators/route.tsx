import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { lifeInsuranceCalculatorContract } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { LifeInsuranceResults } from "~/components/planning/LifeInsuranceResults";
import { loadCalculator } from "~/upstream/planning.server";
import { INSURANCE_CALCULATORS, LIFE_INSURANCE_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's life insurance needs calculator (Bronze and up), by the needs method:
// the income, debts, final expenses and goals the family would face, less what is there to meet
// them. The inputs are the URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Life insurance needs · My World", "How much life insurance your family might need.");

/** A fresh visit's example: $60,000 a year for 18 years, a mortgage, college for two, some savings and a workplace policy. */
const EXAMPLE = { income: "60000", years: "18", return: "2", mortgage: "280000", debts: "15000", final: "15000", goals: "120000", savings: "40000", insured: "150000" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "insurance", contract: lifeInsuranceCalculatorContract, keys: LIFE_INSURANCE_KEYS, example: EXAMPLE });

export default function LifeInsurancePage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Life insurance needs"
      intro="How much life insurance your family might need if you died today: what they would lose and owe, less what is already there."
      calculators={INSURANCE_CALCULATORS}
      form={
        <CalculatorForm label="Life insurance needs">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Income to replace</legend>
              <Stack gap="sm">
                <Field name="income" label="Yearly income the family would need" unit="$" value={v.income} error={e.income} description="What they live on from your pay, after tax." />
                <Field name="years" label="For how many years" inputMode="numeric" value={v.years} error={e.years} description="Until your youngest is independent, or your partner retires." />
                <Field name="return" label="Return above inflation" unit="%" value={v.return} error={e.return} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Debts and costs</legend>
              <Stack gap="sm">
                <Field name="mortgage" label="Mortgage balance" unit="$" value={v.mortgage} error={e.mortgage} />
                <Field name="debts" label="Other debts" unit="$" value={v.debts} error={e.debts} />
                <Field name="final" label="Final expenses" unit="$" value={v.final} error={e.final} description="Funeral, medical bills and settling the estate." />
                <Field name="goals" label="Goals to fund" unit="$" value={v.goals} error={e.goals} description="Such as college, in today's dollars." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>What is already there</legend>
              <Stack gap="sm">
                <Field name="savings" label="Savings and investments" unit="$" value={v.savings} error={e.savings} />
                <Field name="insured" label="Life insurance you hold" unit="$" value={v.insured} error={e.insured} description="Including a policy through work." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <LifeInsuranceResults result={page.result} /> : null}
    />
  );
}
