import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { TRUST_TAX_DEFAULTS, trustTaxContract } from "#core/contracts/trust-tax";
import { defaultTaxYear } from "#core/tax/withholding";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { TrustTaxResults } from "~/components/tax/TrustTaxResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { percentIfBlank, TRUST_TAX_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The tax service's Diamond "Trust tax planning": a trust's federal income tax when it keeps its
// income, pays out an amount entered, or pays out all of it, with the beneficiaries' tax on what
// they receive. The inputs are the URL's keys, like every calculator's; below Diamond the API's
// words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Trust tax planning · My World", "A trust's federal income tax when it keeps its income or pays it out to beneficiaries, and where its compressed brackets begin.");

type Key = (typeof TRUST_TAX_KEYS)[number];

/** A fresh visit's example: a family trust with $24,000 of interest, $18,000 of dividends and $6,000 of gains, paying out $15,000. */
const EXAMPLE: Partial<Record<Key, string>> = { ordinary: "24000", dividends: "18000", gains: "6000", distribution: "15000" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "tax", contract: trustTaxContract, keys: TRUST_TAX_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function TrustTaxPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="trusts"
      title="Trust tax planning"
      intro="A trust that keeps its income reaches the top federal rate at a small fraction of a person's income. Compare the tax of keeping a year's income in the trust, paying out an amount, and paying out all of it, for the trust and its beneficiaries together."
      form={
        <CalculatorForm label="Trust tax planning">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The trust's income</legend>
              <Stack gap="sm">
                <TaxYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
                <Field
                  name="ordinary"
                  label="Interest and other ordinary income"
                  unit="$"
                  value={v.ordinary}
                  error={e.ordinary}
                  description="Interest, rents and dividends that are not qualified (Form 1099-DIV, box 1a less box 1b)."
                />
                <Field name="dividends" label="Qualified dividends" unit="$" value={v.dividends} error={e.dividends} description="Form 1099-DIV, box 1b." />
                <Field name="gains" label="Long-term capital gains" unit="$" value={v.gains} error={e.gains} description="Net of losses; kept in the trust's principal." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Paying it out</legend>
              <Stack gap="sm">
                <Field
                  name="distribution"
                  label="A distribution to compare"
                  unit="$"
                  value={v.distribution}
                  error={e.distribution}
                  description="Paid to beneficiaries for the year. Keeping all the income and paying all of it out are always compared."
                />
                <Field name="beneficiaryRate" label="Beneficiaries' tax bracket" unit="%" value={v.beneficiaryRate} error={e.beneficiaryRate} description={percentIfBlank(TRUST_TAX_DEFAULTS.beneficiaryRateBp)} />
                <Field
                  name="beneficiaryDividendRate"
                  label="Beneficiaries' rate on qualified dividends"
                  unit="%"
                  value={v.beneficiaryDividendRate}
                  error={e.beneficiaryDividendRate}
                  description={`0, 15 or 20. ${percentIfBlank(TRUST_TAX_DEFAULTS.beneficiaryDividendRateBp)}`}
                />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <TrustTaxResults result={page.result} /> : null}
    />
  );
}
