import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { RETIREMENT_MIX_DEFAULTS, retirementMixContract } from "#core/contracts/retirement-investments";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { RetirementMixResults } from "~/components/retirement/RetirementMixResults";
import { loadCalculator } from "~/upstream/planning.server";
import { RETIREMENT_MIX_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The retirement service's Gold "Retirement investment analysis": a retirement account held
// elsewhere (a 401(k), an IRA) against a glide path for the years to retirement, its funds' costs,
// employer stock, and the sequence-of-returns risk of withdrawals. The inputs are the URL's keys,
// like every calculator's; below Gold the API's words name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Retirement investment review · My World", "Your retirement account's mix for the years to retirement, what its fund costs take, employer stock, and how the order of returns matters once you withdraw.");

/** A fresh visit: 52, a 401(k) of $240,000, mostly stocks with some employer stock, funds at 0.65 %. */
const EXAMPLE = { age: "52", retireAge: "67", balance: "240000", stocks: "85", bonds: "10", cash: "5", employerStock: "15", fee: "0.65", withdrawal: "" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "retirement", contract: retirementMixContract, keys: RETIREMENT_MIX_KEYS, example: EXAMPLE });

export default function RetirementInvestmentsPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="investments"
      title="Retirement investment review"
      intro="Check a retirement account held elsewhere, such as a 401(k) or an IRA: its mix of stocks, bonds and cash for the years you have left, what its funds cost, how much rides on your employer's stock, and why the order of returns matters once you start withdrawing."
      form={
        <CalculatorForm label="Retirement investment review">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>You</legend>
              <Stack gap="sm">
                <Field name="age" label="Your age" inputMode="numeric" value={v.age} error={e.age} />
                <Field name="retireAge" label="Age you retire" inputMode="numeric" value={v.retireAge} error={e.retireAge} description={`${RETIREMENT_MIX_DEFAULTS.retireAge} if left blank. Already retired: the age you retired.`} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The account</legend>
              <Stack gap="sm">
                <Field name="balance" label="Balance" unit="$" value={v.balance} error={e.balance} />
                <Field name="stocks" label="In stocks" unit="%" value={v.stocks} error={e.stocks} description="Stock funds, and the stock part of balanced or target-date funds." />
                <Field name="bonds" label="In bonds" unit="%" value={v.bonds} error={e.bonds} />
                <Field name="cash" label="In cash" unit="%" value={v.cash} error={e.cash} description="Money market and stable value funds. The three make 100%." />
                <Field name="employerStock" label="In your employer's stock" unit="%" value={v.employerStock} error={e.employerStock} description="Of the whole account; part of the stocks." />
                <Field name="fee" label="Funds' yearly costs" unit="%" value={v.fee} error={e.fee} description="The expense ratios, weighted by what is in each fund; your plan's fee disclosure lists them." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Withdrawals</legend>
              <Field name="withdrawal" label="Yearly withdrawal" unit="$" value={v.withdrawal} error={e.withdrawal} description="For the illustration of the order of returns. 4% of the balance if left blank." />
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <RetirementMixResults result={page.result} /> : null}
    />
  );
}
