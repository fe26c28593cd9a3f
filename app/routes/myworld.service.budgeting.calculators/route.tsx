import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { savingsCalculatorContract } from "#core/contracts/planning";
import { addMonths } from "#core/planning/dates";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { SavingsResults } from "~/components/planning/SavingsResults";
import { loadCalculator } from "~/upstream/planning.server";
import { SAVINGS_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §1: the savings goal (target, date, savings today, return): the
// amount to put aside each month. The inputs are the URL's keys, like the other calculators'.

export const meta: MetaFunction = () => pageMeta("Savings goal calculator · My World", "How much to put aside each month to reach a target by a date.");

/** A fresh visit's example: $20,000 three years from today, $2,000 saved, 3 % a year. */
const example = (today: string) => ({ target: "20000", date: addMonths(today, 36), savings: "2000", return: "3" });

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "budgeting", contract: savingsCalculatorContract, keys: SAVINGS_KEYS, example });

export default function SavingsGoalPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Savings goal calculator"
      intro="How much to put aside each month to reach a target by a date."
      form={
        <CalculatorForm label="Savings goal calculator">
          <Stack gap="sm">
            <Field name="target" label="Target" unit="$" value={v.target} error={e.target} />
            <Field name="date" label="Target date" type="date" value={v.date} error={e.date} description="At least a month from today." />
            <Field name="savings" label="Saved today" unit="$" value={v.savings} error={e.savings} />
            <Field name="return" label="Expected return a year" unit="%" value={v.return} error={e.return} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <SavingsResults result={page.result} /> : null}
    />
  );
}
