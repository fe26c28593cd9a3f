import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { withholdingCalculatorContract } from "#core/contracts/tax-withholding";
import { defaultTaxYear } from "#core/tax/withholding";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearAndStatus } from "~/components/planning/TaxYearField";
import { WithholdingResults } from "~/components/tax/WithholdingResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { fieldMessage, WITHHOLDING_KEYS } from "~/utils/calculators";
import { withholdingExample } from "~/utils/withholding-example";
import { pageMeta } from "~/utils/meta";

// The tax service's withholding and estimated tax check (Bronze and up): the year's federal tax
// against what withholding and estimated payments will have paid, the safe harbor, what to change,
// and what a bonus or a side business would do. The inputs are the URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Withholding and estimated tax · My World", "Check whether your withholding covers this year's federal tax.");

type Key = (typeof WITHHOLDING_KEYS)[number];

const SENIOR_CHOICES = [
  { value: "0", label: "No one" },
  { value: "1", label: "One of us (or me)" },
  { value: "2", label: "Both of us (joint return)" },
];

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "tax", contract: withholdingCalculatorContract, keys: WITHHOLDING_KEYS, example: withholdingExample });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function WithholdingCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const selectError = (key: Key, label: string) => (e[key] ? fieldMessage(label, e[key]!) : undefined);
  return (
    <CalculatorLayout
      page={page}
      title="Withholding and estimated tax"
      intro="Check whether what your paychecks withhold, and any estimated payments, will cover this year's federal income tax, and what to change if not."
      form={
        <CalculatorForm label="Withholding and estimated tax">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Your return</legend>
              <Stack gap="sm">
                <TaxYearAndStatus year={v.year} status={v.status} defaultYear={page.defaultYear} errors={e} />
                <NativeSelect name="seniors" id="field-seniors" label="Aged 65 or older" defaultValue={v.seniors ?? "0"} error={selectError("seniors", "Aged 65 or older")} data={SENIOR_CHOICES} />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="children" label="Children under 17" inputMode="numeric" value={v.children} error={e.children} />
                  <Field name="dependents" label="Other dependents" inputMode="numeric" value={v.dependents} error={e.dependents} />
                </SimpleGrid>
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Income this year</legend>
              <Stack gap="sm">
                <Field name="wages" label="Wages for the whole year" unit="$" value={v.wages} error={e.wages} description="As box 1 of your W-2 will show them: after pre-tax retirement and benefit deductions." />
                <Field name="business" label="Self-employment profit" unit="$" value={v.business} error={e.business} />
                <Field name="interest" label="Interest and dividends" unit="$" value={v.interest} error={e.interest} />
                <Field name="other" label="Other income" unit="$" value={v.other} error={e.other} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Paid this year</legend>
              <Stack gap="sm">
                <Field name="withheld" label="Federal tax withheld so far" unit="$" value={v.withheld} error={e.withheld} description="Year to date, on your latest pay stub." />
                <Field name="perPaycheck" label="Withheld from each paycheck" unit="$" value={v.perPaycheck} error={e.perPaycheck} />
                <Field name="paychecksLeft" label="Paychecks left this year" inputMode="numeric" value={v.paychecksLeft} error={e.paychecksLeft} />
                <Field name="estimated" label="Estimated payments made" unit="$" value={v.estimated} error={e.estimated} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Last year (optional)</legend>
              <Stack gap="sm">
                <Field name="priorTax" label="Last year's total tax" unit="$" value={v.priorTax} error={e.priorTax} description="Form 1040, line 24." />
                <Field name="priorAgi" label="Last year's adjusted gross income" unit="$" value={v.priorAgi} error={e.priorAgi} description="Form 1040, line 11." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>What if (optional)</legend>
              <Stack gap="sm">
                <Field name="bonus" label="A bonus" unit="$" value={v.bonus} error={e.bonus} />
                <Field name="side" label="Side business profit" unit="$" value={v.side} error={e.side} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <WithholdingResults result={page.result} /> : null}
    />
  );
}
