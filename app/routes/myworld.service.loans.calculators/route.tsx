import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { loanCalculatorContract, MAX_LOAN_YEARS } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { LoanResults } from "~/components/planning/LoanResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { LOAN_KEYS, pageFrom } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §1: the loan and mortgage calculator. The inputs are the URL's keys
// (principal, rate, years, extra, start; page for the amortization table), so the server renders
// the result, a URL can be bookmarked and shared, and JavaScript only follows the typing.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Loan calculator · My World", "Monthly payment, total interest, payoff date and the amortization table of a loan or mortgage.");

/** A fresh visit's example: a $250,000 mortgage at 6.5 % over 30 years. */
const EXAMPLE = { principal: "250000", rate: "6.5", years: "30" };
const ROWS_PER_PAGE = 12;

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, {
    service: "loans",
    contract: loanCalculatorContract,
    keys: LOAN_KEYS,
    example: EXAMPLE,
    extraQuery: (url) => ({ page: pageFrom(url.searchParams, MAX_LOAN_YEARS * 12), size: ROWS_PER_PAGE }),
  });
  // The start the API used (today, when the URL has none) shows in its field.
  return calculatorPageData(answer, { header, values }, (result) => ({ values: { ...values, start: result.inputs.start } }));
}

export default function LoanCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Loan and mortgage calculator"
      intro="What a fixed-rate loan costs each month and in all, and what paying a little extra every month saves."
      form={
        <CalculatorForm label="Loan calculator">
          <Stack gap="sm">
            <Field name="principal" label="Amount borrowed" unit="$" value={v.principal} error={e.principal} />
            <Field name="rate" label="Annual interest rate" unit="%" value={v.rate} error={e.rate} />
            <Field name="years" label="Term" unit="years" inputMode="numeric" value={v.years} error={e.years} />
            <Field name="extra" label="Extra paid each month" unit="$" value={v.extra} error={e.extra} description="Optional: goes straight to the principal." />
            <Field name="start" label="Start date" type="date" value={v.start} error={e.start} description="The first payment is due a month later." />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <LoanResults result={page.result} search={search} /> : null}
    />
  );
}
