import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { CASH_VALUE_DEFAULTS, cashValueContract } from "#core/contracts/cash-value-life";
import { CashValueResults } from "~/components/insurance/CashValueResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { CASH_VALUE_KEYS, percentIfBlank, POLICY_REVIEWS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's Gold policy review of cash value life insurance: the policy's cash value
// against term cover with the premium saved invested, from the figures of the insurer's
// illustration. The inputs are the URL's keys, like every calculator's; below Gold the API's words
// name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Cash value life insurance · My World", "A cash value life policy against term cover with the difference invested: the return its cash value amounts to, the break-even return and what each leaves.");

/** A fresh visit: whole life at $6,000 a year for $500,000 of cover, against 20-year term at $450. */
const EXAMPLE = { premium: "6000", benefit: "500000", cashValue: "135000", termPremium: "450", years: "20", growth: "6", fundFee: "0.2", gainsTax: "15", incomeTax: "24" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "insurance", contract: cashValueContract, keys: CASH_VALUE_KEYS, example: EXAMPLE });

export default function CashValueLifePage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="policies"
      calculators={POLICY_REVIEWS}
      calculatorsLabel="Policy reviews"
      title="Cash value life insurance"
      intro="Set a whole or universal life policy against term cover for the same amount with the premium it saves invested: what the cash value is worth as a return on its premiums, the return the fund would need to match it, and what each leaves."
      form={
        <CalculatorForm label="Cash value life insurance">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The policy, from its illustration</legend>
              <Stack gap="sm">
                <Field name="premium" label="Yearly premium" unit="$" value={v.premium} error={e.premium} />
                <Field name="benefit" label="Death benefit" unit="$" value={v.benefit} error={e.benefit} />
                <Field name="years" label="Years compared" inputMode="numeric" value={v.years} error={e.years} description={`The term policy's length. ${CASH_VALUE_DEFAULTS.years} if left blank.`} />
                <Field name="cashValue" label="Cash value at the end" unit="$" value={v.cashValue} error={e.cashValue} description="For the last of the years compared; the guaranteed column is the one the insurer must pay." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Term and invest the difference</legend>
              <Stack gap="sm">
                <Field name="termPremium" label="Term policy: yearly premium" unit="$" value={v.termPremium} error={e.termPremium} description="For the same cover, level for the years compared." />
                <Field name="growth" label="Return before costs" unit="%" value={v.growth} error={e.growth} description={`A year. ${percentIfBlank(CASH_VALUE_DEFAULTS.growthBp)}`} />
                <Field name="fundFee" label="Fund: yearly costs" unit="%" value={v.fundFee} error={e.fundFee} description={percentIfBlank(CASH_VALUE_DEFAULTS.fundFeeBp)} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Your taxes</legend>
              <Stack gap="sm">
                <Field name="gainsTax" label="Capital gains tax rate" unit="%" value={v.gainsTax} error={e.gainsTax} description={`On long-term gains. ${percentIfBlank(CASH_VALUE_DEFAULTS.gainsTaxBp)}`} />
                <Field name="incomeTax" label="Income tax rate" unit="%" value={v.incomeTax} error={e.incomeTax} description={`On a surrendered policy's gain. ${percentIfBlank(CASH_VALUE_DEFAULTS.incomeTaxBp)}`} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <CashValueResults result={page.result} /> : null}
    />
  );
}
