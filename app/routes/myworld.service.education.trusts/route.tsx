import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { EDUCATION_TRUST_DEFAULTS, educationTrustContract } from "#core/contracts/education-trust";
import { DONOR_LABELS, GIVER_LABELS, RIGHTS_LABELS } from "#core/messages/education-trust";
import { defaultTaxYear } from "#core/tax/withholding";
import { EducationTrustResults } from "~/components/education/EducationTrustResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, EDUCATION_TRUST_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The education service's Diamond "Trusts for education funding": an education trust against a 529
// plan for one student, what each is worth when school starts, the gifts each takes, how financial
// aid counts each, and tuition paid straight to the school. The inputs are the URL's keys, like every
// calculator's; below Diamond the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Trusts for education funding · My World", "An education trust beside a 529 plan: what each is worth when school starts, the gifts, financial aid, and tuition paid directly.");

type Key = (typeof EDUCATION_TRUST_KEYS)[number];

/** A fresh visit's example: a grandparent's $150,000 and $19,000 a year for a grandchild ten years from college, $40,000 of tuition. */
const EXAMPLE: Partial<Record<Key, string>> = { gift: "150000", yearly: "19000", years: "10", tuition: "40000" };

const percent = (bp: number) => `${bp / 100}% if left blank.`;

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "education", contract: educationTrustContract, keys: EDUCATION_TRUST_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function EducationTrustPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="trusts"
      title="Trusts for education funding"
      intro="A trust pays for school on terms you set; a 529 plan grows free of tax but pays only for school. Compare what each is worth when school starts, the gifts each takes, and how financial aid counts each, with tuition paid straight to the school beside them."
      form={
        <CalculatorForm label="Trusts for education funding">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The gifts</legend>
              <Stack gap="sm">
                <TaxYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
                <Field name="gift" label="Given now" unit="$" value={v.gift} error={e.gift} />
                <Field name="yearly" label="Added each later year" unit="$" value={v.yearly} error={e.yearly} description="Until school starts; none if left blank." />
                <Field name="years" label="Years until school starts" unit="years" inputMode="numeric" value={v.years} error={e.years} />
                <NativeSelect name="giver" id="field-giver" label="Who gives" defaultValue={v.giver ?? "grandparent"} error={e.giver ? fieldMessage("Who gives", e.giver) : undefined} data={choicesOf(GIVER_LABELS)} description="And owns the 529 plan." />
                <NativeSelect name="donors" id="field-donors" label="Who makes the gifts" defaultValue={v.donors ?? "1"} error={e.donors ? fieldMessage("Who makes the gifts", e.donors) : undefined} data={choicesOf(DONOR_LABELS)} />
                <NativeSelect
                  name="rights"
                  id="field-rights"
                  label="The student may withdraw each gift to the trust"
                  defaultValue={v.rights ?? "yes"}
                  error={e.rights ? fieldMessage("The student may withdraw each gift to the trust", e.rights) : undefined}
                  data={choicesOf(RIGHTS_LABELS)}
                  description="A Crummey power, which lets the gifts use the yearly exclusion."
                />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The investments, a year</legend>
              <p className="fieldset-note">The same investments in both accounts.</p>
              <Stack gap="sm">
                <Field name="interest" label="Interest" unit="%" value={v.interest} error={e.interest} description={`Taxed as ordinary income. ${percent(EDUCATION_TRUST_DEFAULTS.interestBp)}`} />
                <Field name="dividends" label="Dividends" unit="%" value={v.dividends} error={e.dividends} description={`Qualified dividends. ${percent(EDUCATION_TRUST_DEFAULTS.dividendsBp)}`} />
                <Field name="growth" label="Rise in price" unit="%" value={v.growth} error={e.growth} description={`Taxed only when sold. ${percent(EDUCATION_TRUST_DEFAULTS.growthBp)}`} />
              </Stack>
            </fieldset>
            <Field name="tuition" label="A year's tuition when school starts" unit="$" value={v.tuition} error={e.tuition} description="Paid straight to the school; none if left blank." />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <EducationTrustResults result={page.result} /> : null}
    />
  );
}
