import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { equityAwardsContract } from "#core/contracts/equity-awards";
import { AWARD_KIND_LABELS, VESTING_FREQUENCY_LABELS } from "#core/messages/equity-awards";
import { defaultTaxYear } from "#core/tax/withholding";
import { EquityAwardsResults } from "~/components/entrepreneurship/EquityAwardsResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearAndStatus } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, EQUITY_AWARDS_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The executive accounts' equity award planner (Emerald; the entrepreneurship service's "Executive
// and founder accounts" and retirement's "Executive deferred compensation accounts" link it): a
// grant's vesting dates, what has vested, the tax year's wages and tax against the withholding, and
// the one company's weight in the member's investments. The inputs are the URL's keys, like every
// calculator's; below Emerald the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Equity awards · My World", "Your stock units or options: what has vested, what the year's vesting adds to your tax, and how much rides on one company.");

type Key = (typeof EQUITY_AWARDS_KEYS)[number];

/** A fresh visit's example: 8,000 units at $85 from 1 March 2025 over four years, a one-year cliff, monthly; $250,000 of salary, $600,000 invested elsewhere. */
const EXAMPLE: Partial<Record<Key, string>> = { kind: "rsu", shares: "8000", price: "85", start: "2025-03-01", years: "4", cliff: "12", every: "monthly", wages: "250000", other: "600000" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "entrepreneurship", contract: equityAwardsContract, keys: EQUITY_AWARDS_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function EquityAwardsPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="equity"
      title="Equity awards"
      intro="Restricted stock units and stock options: when each share vests, what the year's vesting or exercise adds to your federal income tax beyond what is withheld, and how much of your wealth rides on one company."
      form={
        <CalculatorForm label="Equity awards">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The grant</legend>
              <Stack gap="sm">
                <NativeSelect name="kind" id="field-kind" label="Kind of award" defaultValue={v.kind ?? "rsu"} error={e.kind ? fieldMessage("Kind of award", e.kind) : undefined} data={choicesOf(AWARD_KIND_LABELS)} />
                <Field name="shares" label="Shares granted" inputMode="numeric" value={v.shares} error={e.shares} />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="price" label="Share price today" unit="$" value={v.price} error={e.price} />
                  <Field name="strike" label="Exercise price (options)" unit="$" value={v.strike} error={e.strike} />
                </SimpleGrid>
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Vesting</legend>
              <p className="fieldset-note">Nothing vests before the cliff, then all that was earned by it at once; 0 months for none.</p>
              <Stack gap="sm">
                <Field name="start" label="Vesting start date" type="date" value={v.start} error={e.start} description="The vesting commencement date in the grant agreement." />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="years" label="Years of vesting" unit="years" inputMode="numeric" value={v.years} error={e.years} />
                  <Field name="cliff" label="Cliff in months" unit="months" inputMode="numeric" value={v.cliff} error={e.cliff} />
                </SimpleGrid>
                <NativeSelect name="every" id="field-every" label="Then vests" defaultValue={v.every ?? "monthly"} error={e.every ? fieldMessage("Then vests", e.every) : undefined} data={choicesOf(VESTING_FREQUENCY_LABELS)} />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Your tax and investments</legend>
              <Stack gap="sm">
                <TaxYearAndStatus year={v.year} status={v.status} defaultYear={page.defaultYear} errors={e} />
                <Field name="wages" label="Other wages this year" unit="$" value={v.wages} error={e.wages} description="Salary and bonus, as box 1 of your W-2 will show them." />
                <Field name="other" label="Other investments" unit="$" value={v.other} error={e.other} description="Everything invested outside this company's stock." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <EquityAwardsResults result={page.result} /> : null}
    />
  );
}
