import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { savingsCalculatorContract } from "#core/contracts/planning";
import { addMonths, todayIn } from "#core/planning/dates";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { SavingsResults } from "~/components/planning/SavingsResults";
import { requireMember } from "~/session/member.server";
import { calculatorPageData, runCalculator } from "~/upstream/planning.server";
import { timeZoneOf, upstreamFor } from "~/upstream/scope.server";
import { calculatorInputs, SAVINGS_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// Issue "Planning and budgeting" §1: the savings goal (target, date, savings today, return): the
// amount to put aside each month. The inputs are the URL's keys, like the other calculators'.

export const meta: MetaFunction = () => pageMeta("Savings goal calculator · My World", "How much to put aside each month to reach a target by a date.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const url = new URL(request.url);
  const header = serviceHeader("budgeting", user.membership);
  // A fresh visit's example: $20,000 three years from today, $2,000 saved, 3 % a year.
  const example = { target: "20000", date: addMonths(todayIn(timeZoneOf(request)), 36), savings: "2000", return: "3" };
  const { values } = calculatorInputs(url.searchParams, SAVINGS_KEYS, example);
  const answer = await runCalculator(upstreamFor(request, context, { token }), savingsCalculatorContract, SAVINGS_KEYS, values);
  return calculatorPageData(answer, { header, values });
}

export default function SavingsGoalPage() {
  const page = useLoaderData<typeof loader>();
  const v = page.values as Partial<Record<(typeof SAVINGS_KEYS)[number], string>>;
  const e = page.fieldErrors as Partial<Record<(typeof SAVINGS_KEYS)[number], string>>;
  return (
    <CalculatorLayout
      header={page.header}
      title="Savings goal calculator"
      intro="How much to put aside each month to reach a target by a date."
      locked={page.locked}
      formError={page.formError}
      empty="Correct the fields marked to see the result."
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
