import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { DEFAULT_GROWTH_PERCENT, retirementTaxContract } from "#core/contracts/retirement-tax";
import { defaultTaxYear } from "#core/tax/withholding";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearAndStatus } from "~/components/planning/TaxYearField";
import { RetirementTaxResults } from "~/components/retirement/RetirementTaxResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { RETIREMENT_TAX_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The retirement service's tax planning (Gold, with individual tax): what a Roth conversion costs
// this year and how far each bracket goes, the required distributions with and without it, and
// Medicare premiums two years on. The inputs are the URL's keys, like every calculator's; below
// Gold the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Retirement tax planning · My World", "What a Roth conversion costs this year, your required minimum distributions and Medicare premiums two years on.");

type Key = (typeof RETIREMENT_TAX_KEYS)[number];

/** A fresh visit's example: 68, single, a pension and Social Security, converting $15,000 of a $400,000 IRA. */
const EXAMPLE: Partial<Record<Key, string>> = { age: "68", income: "42000", socialSecurity: "26000", conversion: "15000", balance: "400000" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "retirement", contract: retirementTaxContract, keys: RETIREMENT_TAX_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function RetirementTaxPlanningPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="tax-planning"
      title="Retirement tax planning"
      intro="What converting part of a traditional IRA to a Roth costs this year, how much each tax bracket still holds, and your required minimum distributions."
      form={
        <CalculatorForm label="Retirement tax planning">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Your return</legend>
              <Stack gap="sm">
                <TaxYearAndStatus year={v.year} status={v.status} defaultYear={page.defaultYear} errors={e} />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="age" label="Your age on December 31" inputMode="numeric" value={v.age} error={e.age} />
                  <Field name="spouseAge" label="Your spouse's age" inputMode="numeric" value={v.spouseAge} error={e.spouseAge} description="Joint returns only." />
                </SimpleGrid>
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Income this year</legend>
              <Stack gap="sm">
                <Field
                  name="income"
                  label="Income before any conversion"
                  unit="$"
                  value={v.income}
                  error={e.income}
                  description="Wages, pensions, IRA withdrawals (with any required distribution) and interest."
                />
                <Field name="socialSecurity" label="Social Security benefits" unit="$" value={v.socialSecurity} error={e.socialSecurity} description="For the whole year (Form SSA-1099, box 5)." />
                <Field name="conversion" label="Amount to convert to a Roth IRA" unit="$" value={v.conversion} error={e.conversion} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Tax-deferred savings</legend>
              <Stack gap="sm">
                <Field name="balance" label="Balance last December 31" unit="$" value={v.balance} error={e.balance} description="Traditional IRAs and 401(k)s, for the required distributions." />
                <Field name="growth" label="Growth a year" unit="%" value={v.growth} error={e.growth} description={`${DEFAULT_GROWTH_PERCENT}% if left blank.`} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <RetirementTaxResults result={page.result} /> : null}
    />
  );
}
