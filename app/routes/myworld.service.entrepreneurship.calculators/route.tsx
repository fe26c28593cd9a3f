import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { breakEvenCalculatorContract } from "#core/contracts/planning";
import { BreakEvenResults } from "~/components/planning/BreakEvenResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { BREAK_EVEN_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The entrepreneurship service's break-even and cash flow calculator (Bronze and up): the margin,
// the sales that cover the fixed costs, two years of cash in cautious, expected and optimistic
// cases, and the price a tenth either way. The inputs are the URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Break-even and cash flow · My World", "The sales that cover your costs, and your cash month by month.");

/** A fresh visit's example: a $40 product costing $15 to make, $5,000 a month of fixed costs, 300 sold a month. */
const EXAMPLE = { price: "40", cost: "15", fixed: "5000", units: "300", startup: "20000", cash: "30000" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "entrepreneurship", contract: breakEvenCalculatorContract, keys: BREAK_EVEN_KEYS, example: EXAMPLE });

export default function BreakEvenPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Break-even and cash flow"
      intro="What each sale leaves after its cost, how many sales a month cover your fixed costs, and how your cash would move over the next two years."
      form={
        <CalculatorForm label="Break-even and cash flow">
          <Stack gap="sm">
            <Field name="price" label="Price of one unit" unit="$" value={v.price} error={e.price} description="A product, an hour of work or a month of a subscription." />
            <Field name="cost" label="Cost of one unit" unit="$" value={v.cost} error={e.cost} description="Materials, delivery and payment fees: what one more sale costs." />
            <Field name="fixed" label="Fixed costs a month" unit="$" value={v.fixed} error={e.fixed} description="Rent, salaries, software: the same whatever you sell." />
            <Field name="units" label="Units sold a month" inputMode="numeric" value={v.units} error={e.units} />
            <Field name="startup" label="Startup costs" unit="$" value={v.startup} error={e.startup} description="Spent once, before the first sale." />
            <Field name="cash" label="Cash on hand" unit="$" value={v.cash} error={e.cash} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <BreakEvenResults result={page.result} /> : null}
    />
  );
}
