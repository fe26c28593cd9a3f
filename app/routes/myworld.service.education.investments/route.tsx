import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { EDUCATION_MIX_DEFAULTS, educationMixContract } from "#core/contracts/education-investments";
import { EducationMixResults } from "~/components/education/EducationMixResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { EDUCATION_MIX_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The education service's Gold "Education savings investment review": a 529 plan or Coverdell
// account against an age-based path to the student's enrollment, and what its funds' costs take by
// then. The inputs are the URL's keys, like every calculator's; below Gold the API's words name the
// tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Education savings investment review · My World", "Your 529 plan's mix against an age-based portfolio for the years to enrollment, and what its fund costs take by then.");

/** A fresh visit: a 6-year-old's 529 plan of $18,000 with $250 a month, in a static mix at 0.45 %. */
const EXAMPLE = { age: "6", enrollAge: "18", balance: "18000", monthly: "250", stocks: "70", bonds: "25", cash: "5", fee: "0.45" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "education", contract: educationMixContract, keys: EDUCATION_MIX_KEYS, example: EXAMPLE });

export default function EducationInvestmentsPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="investments"
      title="Education savings investment review"
      intro="Check a 529 plan or Coverdell account, wherever it is held: its mix of stocks, bonds and cash against an age-based portfolio for the years to enrollment, and what its funds' costs take by then."
      form={
        <CalculatorForm label="Education savings investment review">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The student</legend>
              <Stack gap="sm">
                <Field name="age" label="Student's age" inputMode="numeric" value={v.age} error={e.age} />
                <Field name="enrollAge" label="Age at enrollment" inputMode="numeric" value={v.enrollAge} error={e.enrollAge} description={`${EDUCATION_MIX_DEFAULTS.enrollAge} if left blank.`} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The account</legend>
              <Stack gap="sm">
                <Field name="balance" label="Balance" unit="$" value={v.balance} error={e.balance} />
                <Field name="monthly" label="Added each month" unit="$" value={v.monthly} error={e.monthly} />
                <Field name="stocks" label="In stocks" unit="%" value={v.stocks} error={e.stocks} description="Stock funds, and the stock part of an age-based or balanced portfolio." />
                <Field name="bonds" label="In bonds" unit="%" value={v.bonds} error={e.bonds} />
                <Field name="cash" label="In cash" unit="%" value={v.cash} error={e.cash} description="Money market and stable value. The three make 100%." />
                <Field name="fee" label="Funds' yearly costs" unit="%" value={v.fee} error={e.fee} description="The portfolio's expense ratio with the plan's own fee; the program description lists them." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <EducationMixResults result={page.result} /> : null}
    />
  );
}
