import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { loanCalculatorContract, MAX_LOAN_YEARS } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { LoanResults } from "~/components/planning/LoanResults";
import { requireMember } from "~/session/member.server";
import { runCalculator } from "~/upstream/planning.server";
import { upstreamFor } from "~/upstream/scope.server";
import { calculatorInputs, LOAN_KEYS, pageFrom } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// Issue "Planning and budgeting" §1: the loan and mortgage calculator. The inputs are the URL's keys
// (principal, rate, years, extra, start; page for the amortization table), so the server renders
// the result, a URL can be bookmarked and shared, and JavaScript only follows the typing.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Loan calculator · My World", "Monthly payment, total interest, payoff date and the amortization table of a loan or mortgage.");

/** A fresh visit's example: a $250,000 mortgage at 6.5 % over 30 years. */
const EXAMPLE = { principal: "250000", rate: "6.5", years: "30" };
const ROWS_PER_PAGE = 12;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const url = new URL(request.url);
  const header = serviceHeader("loans", user.membership);
  const { values } = calculatorInputs(url.searchParams, LOAN_KEYS, EXAMPLE);
  const page = pageFrom(url.searchParams, MAX_LOAN_YEARS * 12);
  const answer = await runCalculator(upstreamFor(request, context, { token }), loanCalculatorContract, LOAN_KEYS, { ...values, page, size: ROWS_PER_PAGE });
  const base = { header, locked: null, values, result: null, fieldErrors: {}, formError: null };
  switch (answer.kind) {
    case "locked":
      return data({ ...base, locked: answer.message }, { status: 403 });
    case "refused":
      return data({ ...base, fieldErrors: answer.fieldErrors, formError: answer.formError }, { status: 400 });
    case "result":
      // The start the API used (today, when the URL has none) shows in its field.
      return { ...base, values: { ...values, start: answer.result.inputs.start }, result: answer.result };
  }
}

export default function LoanCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const v = page.values as Partial<Record<(typeof LOAN_KEYS)[number], string>>;
  const e = page.fieldErrors as Partial<Record<(typeof LOAN_KEYS)[number], string>>;
  return (
    <CalculatorLayout
      header={page.header}
      title="Loan and mortgage calculator"
      intro="What a fixed-rate loan costs each month and in all, and what paying a little extra every month saves."
      locked={page.locked}
      formError={page.formError}
      empty="Correct the fields marked to see the result."
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
