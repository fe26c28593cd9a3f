import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { growthCalculatorContract } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { GrowthResults } from "~/components/planning/GrowthResults";
import { loadCalculator } from "~/upstream/planning.server";
import { GROWTH_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The investments service's growth calculator (Bronze and up): a sum and a monthly contribution
// grown at a return, and what a fee costs over the years beside another fee. The inputs are the
// URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Investment growth and fees · My World", "How regular investing grows, and what fees cost over the years.");

/** A fresh visit's example: $10,000 and $500 a month for 30 years at 6 %, a 1 % fee beside an index fund's 0.05 %. */
const EXAMPLE = { start: "10000", monthly: "500", years: "30", return: "6", fee: "1", compareFee: "0.05" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "investments", contract: growthCalculatorContract, keys: GROWTH_KEYS, example: EXAMPLE });

export default function GrowthCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Investment growth and fees"
      intro="How a sum and a monthly contribution could grow, and what a yearly fee takes from them over time, beside a lower or higher one."
      form={
        <CalculatorForm label="Investment growth and fees">
          <Stack gap="sm">
            <Field name="start" label="Invested today" unit="$" value={v.start} error={e.start} />
            <Field name="monthly" label="Added each month" unit="$" value={v.monthly} error={e.monthly} />
            <Field name="years" label="Years" inputMode="numeric" value={v.years} error={e.years} />
            <Field name="return" label="Return a year before fees" unit="%" value={v.return} error={e.return} />
            <Field
              name="fee"
              label="Your yearly fee"
              unit="%"
              value={v.fee}
              error={e.fee}
              description="A fund's expense ratio plus any advisory fee, as a percentage of the assets."
            />
            <Field name="compareFee" label="Compare with a fee of" unit="%" value={v.compareFee} error={e.compareFee} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <GrowthResults result={page.result} /> : null}
    />
  );
}
