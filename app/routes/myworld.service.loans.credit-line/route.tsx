import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { DEFAULT_LINE_MONTHS, securitiesCreditContract } from "#core/contracts/securities-credit";
import { CreditLineResults } from "~/components/loans/CreditLineResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { CREDIT_LINE_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The loans service's Platinum "Securities-backed lines of credit": the line the member's holdings
// on the platform could secure, and for an amount drawn the room before a call, the call in a fall
// and the interest-only cost. The inputs are the URL's keys, like every calculator's; the holdings
// are the member's own, read by the API. Below Platinum the API's words name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Securities-backed line of credit · My World", "What your holdings could secure, how far they could fall before a call, and what borrowing against them costs.");

type Key = (typeof CREDIT_LINE_KEYS)[number];

/** A fresh visit: the API's quarter of the line, at 7 % for a year. */
const EXAMPLE: Partial<Record<Key, string>> = { rate: "7", months: String(DEFAULT_LINE_MONTHS) };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "loans", contract: securitiesCreditContract, keys: CREDIT_LINE_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

export default function CreditLinePage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="credit-line"
      title="Borrow against your holdings"
      intro="A securities-backed line of credit lends against what you hold without selling it. See what yours could secure, and how far the markets could fall before the lender asks for more."
      form={
        <CalculatorForm label="Securities-backed line of credit">
          <Stack gap="sm">
            <Field name="draw" label="Amount to draw" unit="$" value={v.draw} error={e.draw} description="A quarter of your line if left blank." />
            <Field name="rate" label="The line's yearly rate" unit="%" value={v.rate} error={e.rate} description="From the lender's terms; it usually floats with a benchmark." />
            <Field name="months" label="Months you would carry it" inputMode="numeric" value={v.months} error={e.months} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <CreditLineResults result={page.result} /> : null}
    />
  );
}
