import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { INSURANCE_TRUST_DEFAULTS, insuranceTrustContract } from "#core/contracts/life-insurance-trust";
import { DONOR_LABELS, POLICY_SOURCE_LABELS } from "#core/messages/life-insurance-trust";
import { defaultTaxYear } from "#core/tax/withholding";
import { InsuranceTrustResults } from "~/components/insurance/InsuranceTrustResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, fieldMessage, INSURANCE_TRUST_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's Diamond "Life insurance trust planning": a policy owned by the insured
// against one owned by an irrevocable life insurance trust, the estate tax each leaves, and the
// premium gifts against the beneficiaries' yearly exclusions. The inputs are the URL's keys, like
// every calculator's; below Diamond the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Life insurance trust planning · My World", "Keep a life insurance policy's proceeds out of your taxable estate with an irrevocable trust: the estate tax saved and the premium gifts.");

type Key = (typeof INSURANCE_TRUST_KEYS)[number];

/** A fresh visit's example: a $13,500,000 estate and a $4,000,000 policy the trust buys, $30,000 a year, for two children. */
const EXAMPLE: Partial<Record<Key, string>> = { estate: "13500000", benefit: "4000000", premium: "30000", beneficiaries: "2" };

const SOURCE_CHOICES = choicesOf(POLICY_SOURCE_LABELS);
const DONOR_CHOICES = choicesOf(DONOR_LABELS);

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "insurance", contract: insuranceTrustContract, keys: INSURANCE_TRUST_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function InsuranceTrustPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="trust"
      title="Life insurance trust planning"
      intro="A policy you own counts in your taxable estate at its full death benefit. Owned by an irrevocable life insurance trust, it does not. Compare the estate tax of each, and see whether the premiums you give the trust fit within the yearly gift exclusions."
      form={
        <CalculatorForm label="Life insurance trust planning">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Your estate</legend>
              <Stack gap="sm">
                <TaxYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
                <Field name="estate" label="Your estate without the policy" unit="$" value={v.estate} error={e.estate} description="What you own less debts and what goes to a spouse or charity." />
                <Field name="gifts" label="Taxable gifts made before" unit="$" value={v.gifts} error={e.gifts} description="Gifts reported on Form 709 over the yearly exclusion; none if left blank." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The policy and the trust</legend>
              <Stack gap="sm">
                <NativeSelect
                  name="source"
                  id="field-source"
                  label="The policy"
                  defaultValue={v.source ?? "new"}
                  error={e.source ? fieldMessage("The policy", e.source) : undefined}
                  data={SOURCE_CHOICES}
                />
                <Field name="benefit" label="Death benefit" unit="$" value={v.benefit} error={e.benefit} />
                <Field name="premium" label="Yearly premium" unit="$" value={v.premium} error={e.premium} description="Given to the trust each year to pay it." />
                <Field
                  name="beneficiaries"
                  label="Beneficiaries of the trust"
                  inputMode="numeric"
                  value={v.beneficiaries}
                  error={e.beneficiaries}
                  description={`Each with a right to withdraw the gifts for a time. ${INSURANCE_TRUST_DEFAULTS.beneficiaries} if left blank.`}
                />
                <NativeSelect
                  name="donors"
                  id="field-donors"
                  label="Who gives the premiums"
                  defaultValue={v.donors ?? "1"}
                  error={e.donors ? fieldMessage("Who gives the premiums", e.donors) : undefined}
                  data={DONOR_CHOICES}
                />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <InsuranceTrustResults result={page.result} /> : null}
    />
  );
}
