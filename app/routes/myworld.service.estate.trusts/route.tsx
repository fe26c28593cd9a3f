import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { TRUST_PLANNING_DEFAULTS, trustPlanningContract } from "#core/contracts/trust-planning";
import { FEE_BASIS_LABELS } from "#core/messages/trust-planning";
import { defaultTaxYear } from "#core/tax/withholding";
import { EstateAssetFields, EstateOwedFields } from "~/components/estate/EstateFields";
import { TrustPlanningResults } from "~/components/estate/TrustPlanningResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, fieldMessage, TRUST_PLANNING_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The estate service's Diamond "Trust planning and funding": what a funded revocable living trust
// keeps out of probate, asset by asset, against what probate would cost and what the trust costs;
// and what a gift now to an irrevocable trust does to the estate and gift taxes and to the heirs'
// basis. The inputs are the URL's keys, like every calculator's; below Diamond the API's words name
// the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Trust planning and funding · My World", "Funding a living trust against probate's fees, item by item, and what a gift to an irrevocable trust does to the estate tax.");

type Key = (typeof TRUST_PLANNING_KEYS)[number];

/** A fresh visit's example: a California home and accounts in the member's name, a 401(k) and a policy with beneficiaries, $3,500 for the trust, $2 million given to an irrevocable trust. */
const EXAMPLE: Partial<Record<Key, string>> = {
  home: "1800000",
  accounts: "9500000",
  retirement: "2400000",
  insurance: "3000000",
  business: "1500000",
  other: "150000",
  otherBy: "joint",
  debts: "600000",
  cost: "3500",
  gift: "2000000",
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "estate", contract: trustPlanningContract, keys: TRUST_PLANNING_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function TrustPlanningPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="trusts"
      title="Trust planning and funding"
      intro="A living trust keeps what it holds out of probate, but only what is moved into it. See what to retitle and what probate would cost without it, and what a gift to an irrevocable trust does to the estate tax and to your heirs."
      form={
        <CalculatorForm label="Trust planning and funding">
          <Stack gap="md">
            <EstateAssetFields values={v} errors={e} />
            <EstateOwedFields values={v} errors={e} />
            <fieldset className="form-fieldset">
              <legend>Probate and the trust</legend>
              <Stack gap="sm">
                <NativeSelect name="fees" id="field-fees" label="Probate's fees" defaultValue={v.fees ?? "california"} error={e.fees ? fieldMessage("Probate's fees", e.fees) : undefined} data={choicesOf(FEE_BASIS_LABELS)} />
                <Field name="rate" label="Share of the probate estate" unit="%" value={v.rate} error={e.rate} description={`For a share only. ${TRUST_PLANNING_DEFAULTS.rateBp / 100}% if left blank.`} />
                <Field name="cost" label="Drafting and funding the trust" unit="$" value={v.cost} error={e.cost} description="The attorney's fee, recording deeds, re-registering accounts." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>A gift to an irrevocable trust</legend>
              <Stack gap="sm">
                <Field name="gift" label="Given now" unit="$" value={v.gift} error={e.gift} description="Out of what you own; none if left blank." />
                <Field name="growth" label="Growth a year" unit="%" value={v.growth} error={e.growth} description={`${TRUST_PLANNING_DEFAULTS.growthBp / 100}% if left blank.`} />
                <Field name="years" label="Years until the estate is settled" unit="years" inputMode="numeric" value={v.years} error={e.years} description={`${TRUST_PLANNING_DEFAULTS.years} if left blank.`} />
                <TaxYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <TrustPlanningResults result={page.result} /> : null}
    />
  );
}
