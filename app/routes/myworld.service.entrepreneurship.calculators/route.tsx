import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { breakEvenCalculatorContract } from "#core/contracts/planning";
import { BreakEvenResults } from "~/components/planning/BreakEvenResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { requireMember } from "~/session/member.server";
import { calculatorPageData, runCalculator } from "~/upstream/planning.server";
import { upstreamFor } from "~/upstream/scope.server";
import { BREAK_EVEN_KEYS, calculatorInputs } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// The entrepreneurship service's break-even and cash flow calculator (Bronze and up): the margin,
// the sales that cover the fixed costs, two years of cash in cautious, expected and optimistic
// cases, and the price a tenth either way. The inputs are the URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Break-even and cash flow · My World", "The sales that cover your costs, and your cash month by month.");

/** A fresh visit's example: a $40 product costing $15 to make, $5,000 a month of fixed costs, 300 sold a month. */
const EXAMPLE = { price: "40", cost: "15", fixed: "5000", units: "300", startup: "20000", cash: "30000" };

type Key = (typeof BREAK_EVEN_KEYS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const url = new URL(request.url);
  const header = serviceHeader("entrepreneurship", user.membership);
  const { values } = calculatorInputs(url.searchParams, BREAK_EVEN_KEYS, EXAMPLE);
  const answer = await runCalculator(upstreamFor(request, context, { token }), breakEvenCalculatorContract, BREAK_EVEN_KEYS, values);
  return calculatorPageData(answer, { header, values });
}

export default function BreakEvenPage() {
  const page = useLoaderData<typeof loader>();
  const v = page.values as Partial<Record<Key, string>>;
  const e = page.fieldErrors as Partial<Record<Key, string>>;
  return (
    <CalculatorLayout
      header={page.header}
      title="Break-even and cash flow"
      intro="What each sale leaves after its cost, how many sales a month cover your fixed costs, and how your cash would move over the next two years."
      locked={page.locked}
      formError={page.formError}
      empty="Correct the fields marked to see the result."
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
