import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { PRIVATE_FUND_DEFAULTS, privateFundContract } from "#core/contracts/private-fund";
import { CommitmentPlanResults } from "~/components/investments/CommitmentPlanResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { fieldMessage, PRIVATE_FUND_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The investments service's Emerald private funds ("hnw-private-investments"): whether the member
// may invest, and what a commitment to a fund does to their cash year by year. The inputs are the
// URL's keys, like every calculator's; below Emerald the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Private funds · My World", "Who may invest in a private fund, and what a commitment's calls and distributions do to your cash, year by year.");

type Key = (typeof PRIVATE_FUND_KEYS)[number];

/** A fresh visit's example: $8 million without the home, $6 million invested, $900,000 liquid; $1 million committed to a ten-year fund. */
const EXAMPLE: Partial<Record<Key, string>> = { worth: "8000000", income1: "450000", income2: "420000", investments: "6000000", liquid: "900000", commitment: "1000000" };

const JOINT_CHOICES = [
  { value: "no", label: "Alone" },
  { value: "yes", label: "With my spouse" },
];

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "investments", contract: privateFundContract, keys: PRIVATE_FUND_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

export default function PrivateFundsPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const d = PRIVATE_FUND_DEFAULTS;
  return (
    <CalculatorLayout
      page={page}
      current="private"
      title="Private funds"
      intro="A private fund takes your commitment in calls over its first years and pays it back over its later ones. Check that you may invest, and see how much cash the calls need and when it comes back."
      form={
        <CalculatorForm label="Private funds">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>You</legend>
              <Stack gap="sm">
                <NativeSelect name="joint" id="field-joint" label="Figures for" defaultValue={v.joint ?? "no"} error={e.joint ? fieldMessage("Figures for", e.joint) : undefined} data={JOINT_CHOICES} />
                <Field name="worth" label="Net worth without your home" unit="$" value={v.worth} error={e.worth} description="What you own less what you owe; your main home and its mortgage left out." />
                <Field name="income1" label="Income last year" unit="$" value={v.income1} error={e.income1} />
                <Field name="income2" label="Income 2 years ago" unit="$" value={v.income2} error={e.income2} description="Accreditation by income needs both years over the bar." />
                <Field name="investments" label="Investments" unit="$" value={v.investments} error={e.investments} description="Securities, funds and investment property, not your home or business." />
                <Field name="liquid" label="Cash and liquid investments" unit="$" value={v.liquid} error={e.liquid} description="What you could use for the calls without selling at a bad time." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The fund</legend>
              <p className="fieldset-note">Blank fields take a typical fund&rsquo;s: {d.period} years of calls over a {d.life}-year life.</p>
              <Stack gap="sm">
                <Field name="commitment" label="Commitment" unit="$" value={v.commitment} error={e.commitment} />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="period" label="Years of calls" unit="years" inputMode="numeric" value={v.period} error={e.period} />
                  <Field name="life" label="Fund's life" unit="years" inputMode="numeric" value={v.life} error={e.life} />
                </SimpleGrid>
                <Field name="calls" label="Called each year" unit="%" value={v.calls} error={e.calls} description={`Of what is still uncalled; the last year of calls takes the rest. ${d.callsBp / 100}% if left blank.`} />
                <Field name="growth" label="Growth a year, after fees" unit="%" value={v.growth} error={e.growth} description={`May be negative. ${d.growthBp / 100}% if left blank.`} />
                <Field name="bow" label="How late distributions come" inputMode="decimal" value={v.bow} error={e.bow} description={`1 spreads them evenly over the life; higher holds them back. ${d.bow} if left blank.`} />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <CommitmentPlanResults result={page.result} /> : null}
    />
  );
}
