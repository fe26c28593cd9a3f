import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { ANNUITY_DEFAULTS, annuityReviewContract } from "#core/contracts/annuity-review";
import { AnnuityReviewResults } from "~/components/insurance/AnnuityReviewResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { ANNUITY_KEYS, percentIfBlank, POLICY_REVIEWS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's Gold "Annuity and policy analysis": an annuity kept, exchanged for a
// low-cost annuity, or surrendered and invested, side by side after every charge and tax. The
// inputs are the URL's keys, like every calculator's; below Gold the API's words name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Annuity review · My World", "Keep an annuity, exchange it for a low-cost one, or surrender it and invest: its fees, surrender charges and taxes, and what each choice leaves.");

/** A fresh visit: $150,000 in a variable annuity bought three years ago with $120,000, 2.4 % a year of costs. */
const EXAMPLE = { value: "150000", basis: "120000", held: "3", surrender: "7", annuityFee: "2.4", years: "15", growth: "6", exchangeFee: "0.3", fundFee: "0.1", incomeTax: "24", gainsTax: "15" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "insurance", contract: annuityReviewContract, keys: ANNUITY_KEYS, example: EXAMPLE });

export default function AnnuityReviewPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="policies"
      calculators={POLICY_REVIEWS}
      calculatorsLabel="Policy reviews"
      title="Annuity review"
      intro="Weigh an annuity's costs against what it gives: keep it, exchange it tax-free for a low-cost annuity, or surrender it and invest in a low-cost fund. Each choice is taken to the same date, after its surrender charges, costs and taxes."
      form={
        <CalculatorForm label="Annuity review">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>Your annuity</legend>
              <Stack gap="sm">
                <Field name="value" label="Value today" unit="$" value={v.value} error={e.value} description="From your latest statement; for one you are offered, the premium." />
                <Field name="basis" label="Paid into it" unit="$" value={v.basis} error={e.basis} description="Its cost basis, not taxed when taken out. The value if left blank." />
                <Field name="held" label="Years held" inputMode="numeric" value={v.held} error={e.held} description="Whole years since you bought it." />
                <Field name="surrender" label="First year's surrender charge" unit="%" value={v.surrender} error={e.surrender} description="From the contract; we take it to fall a point a year." />
                <Field name="annuityFee" label="Yearly costs" unit="%" value={v.annuityFee} error={e.annuityFee} description="Mortality and expense, administration, funds and riders together." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The comparison</legend>
              <Stack gap="sm">
                <Field name="years" label="Years until you take the money" inputMode="numeric" value={v.years} error={e.years} description={`${ANNUITY_DEFAULTS.years} if left blank.`} />
                <Field name="growth" label="Return before costs" unit="%" value={v.growth} error={e.growth} description={`A year. ${percentIfBlank(ANNUITY_DEFAULTS.growthBp)}`} />
                <Field name="exchangeFee" label="Low-cost annuity: yearly costs" unit="%" value={v.exchangeFee} error={e.exchangeFee} description={percentIfBlank(ANNUITY_DEFAULTS.exchangeFeeBp)} />
                <Field name="fundFee" label="Low-cost fund: yearly costs" unit="%" value={v.fundFee} error={e.fundFee} description={percentIfBlank(ANNUITY_DEFAULTS.fundFeeBp)} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Your taxes</legend>
              <Stack gap="sm">
                <Field name="incomeTax" label="Income tax rate" unit="%" value={v.incomeTax} error={e.incomeTax} description={`Your federal bracket when the money is taken out. ${percentIfBlank(ANNUITY_DEFAULTS.incomeTaxBp)}`} />
                <Field name="gainsTax" label="Capital gains tax rate" unit="%" value={v.gainsTax} error={e.gainsTax} description={`On long-term gains. ${percentIfBlank(ANNUITY_DEFAULTS.gainsTaxBp)}`} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <AnnuityReviewResults result={page.result} /> : null}
    />
  );
}
