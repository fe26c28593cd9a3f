import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { DEFAULT_KEEP_YEARS, DEFAULT_TERM_YEARS, mortgagesContract } from "#core/contracts/mortgages";
import { MORTGAGE_OPTION_KEYS, MORTGAGE_OPTION_LABELS, type MortgageOptionKey } from "#core/messages/mortgages";
import { MortgageComparison } from "~/components/loans/MortgageComparison";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { MORTGAGE_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The loans service's Platinum "Mortgages and refinancing": up to three options side by side, for a
// purchase or against the member's loan to refinance it, with the total cost of borrowing stated up
// front. The inputs are the URL's keys, like every calculator's; below Platinum the API's words name
// the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Mortgages and refinancing · My World", "Compare mortgage and refinancing options side by side: payments, points, closing costs, APR and the total cost of borrowing.");

type Key = (typeof MORTGAGE_KEYS)[number];

/** A fresh visit's example: refinancing $320,000 at 7.25 % with 27 years left, against three options. */
const EXAMPLE: Partial<Record<Key, string>> = {
  currentBalance: "320000",
  currentRate: "7.25",
  currentYears: "27",
  keep: "8",
  aRate: "6.25",
  aCosts: "6500",
  bRate: "5.625",
  bYears: "15",
  bPoints: "1",
  bCosts: "5000",
  cRate: "5.75",
  cFixed: "7",
  cAfter: "7.25",
  cCosts: "4500",
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "loans", contract: mortgagesContract, keys: MORTGAGE_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

function OptionFields({ option, values: v, errors: e }: { option: MortgageOptionKey; values: Partial<Record<Key, string>>; errors: Partial<Record<Key, string>> }) {
  const k = <F extends string>(field: F) => `${option}${field}` as Key;
  return (
    <fieldset className="form-fieldset">
      <legend>
        {MORTGAGE_OPTION_LABELS[option]}
        {option === "a" ? "" : " (optional)"}
      </legend>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="xs">
          <Field name={k("Rate")} label={`${MORTGAGE_OPTION_LABELS[option]}: rate`} unit="%" value={v[k("Rate")]} error={e[k("Rate")]} />
          <Field name={k("Years")} label={`${MORTGAGE_OPTION_LABELS[option]}: term`} unit="years" inputMode="numeric" value={v[k("Years")]} error={e[k("Years")]} description={`${DEFAULT_TERM_YEARS} if left blank.`} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <Field name={k("Points")} label={`${MORTGAGE_OPTION_LABELS[option]}: points`} value={v[k("Points")]} error={e[k("Points")]} description="Each 1% of the amount." />
          <Field name={k("Costs")} label={`${MORTGAGE_OPTION_LABELS[option]}: closing costs`} unit="$" value={v[k("Costs")]} error={e[k("Costs")]} />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <Field name={k("Fixed")} label={`${MORTGAGE_OPTION_LABELS[option]}: years fixed`} unit="years" inputMode="numeric" value={v[k("Fixed")]} error={e[k("Fixed")]} description="Adjustable rates only." />
          <Field name={k("After")} label={`${MORTGAGE_OPTION_LABELS[option]}: rate after`} unit="%" value={v[k("After")]} error={e[k("After")]} description="Assumed once it adjusts." />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}

export default function MortgagesPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="mortgages"
      title="Mortgages and refinancing"
      intro="Compare up to three loans side by side, for a purchase or to refinance the loan you have: the payment, what you pay up front, the APR and what each costs over the years you expect to keep it."
      form={
        <CalculatorForm label="Mortgages and refinancing">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The loan</legend>
              <Stack gap="sm">
                <Field name="amount" label="Amount to borrow" unit="$" value={v.amount} error={e.amount} description="Blank to refinance your loan's balance." />
                <Field name="keep" label="Years you expect to keep it" unit="years" inputMode="numeric" value={v.keep} error={e.keep} description={`${DEFAULT_KEEP_YEARS} if left blank: until you sell or refinance.`} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Your loan, to refinance it (optional)</legend>
              <Stack gap="sm">
                <Field name="currentBalance" label="Balance owed" unit="$" value={v.currentBalance} error={e.currentBalance} />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="currentRate" label="Its rate" unit="%" value={v.currentRate} error={e.currentRate} />
                  <Field name="currentYears" label="Years left" unit="years" inputMode="numeric" value={v.currentYears} error={e.currentYears} />
                </SimpleGrid>
              </Stack>
            </fieldset>
            {MORTGAGE_OPTION_KEYS.map((option) => (
              <OptionFields key={option} option={option} values={v} errors={e} />
            ))}
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <MortgageComparison result={page.result} /> : null}
    />
  );
}
