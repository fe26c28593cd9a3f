import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { liabilityCalculatorContract } from "#core/contracts/planning";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { LiabilityResults } from "~/components/planning/LiabilityResults";
import { loadCalculator } from "~/upstream/planning.server";
import { INSURANCE_CALCULATORS, LIABILITY_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's liability calculator (Bronze and up): whether the liability limits held
// look adequate relative to what a lawsuit could reach, and the umbrella policy to consider.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Liability cover · My World", "Whether your liability limits match what a lawsuit could reach.");

/** A fresh visit's example: a $600,000 equity home ($100,000 shielded), $300,000 of savings and property, $120,000 of pay, 300/300 limits and no umbrella. */
const EXAMPLE = { home: "600000", homestead: "100000", savings: "250000", other: "50000", income: "120000", incomeYears: "2", auto: "300000", homeLiability: "300000", umbrella: "0" };

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "insurance", contract: liabilityCalculatorContract, keys: LIABILITY_KEYS, example: EXAMPLE });

export default function LiabilityPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Liability cover"
      intro="If someone sued you after an accident, what could a judgment reach beyond your policies' limits? Compare what you own with the liability cover you hold."
      calculators={INSURANCE_CALCULATORS}
      form={
        <CalculatorForm label="Liability cover">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>What a lawsuit could reach</legend>
              <Stack gap="sm">
                <Field name="home" label="Home equity" unit="$" value={v.home} error={e.home} description="Your home's value less what you owe on it." />
                <Field name="homestead" label="Homestead exemption" unit="$" value={v.homestead} error={e.homestead} description="The equity your state shields from creditors; 0 if you do not know." />
                <Field name="savings" label="Savings and investments" unit="$" value={v.savings} error={e.savings} description="Outside retirement accounts, which are generally shielded." />
                <Field name="other" label="Other property" unit="$" value={v.other} error={e.other} description="Vehicles, valuables, a second home's or a rental's equity." />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="income" label="Pay a year" unit="$" value={v.income} error={e.income} />
                  <Field name="incomeYears" label="Years of pay at risk" inputMode="numeric" value={v.incomeYears} error={e.incomeYears} />
                </SimpleGrid>
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>Liability limits you hold</legend>
              <Stack gap="sm">
                <Field name="auto" label="Auto, per accident" unit="$" value={v.auto} error={e.auto} description="The bodily injury limit per accident on your declarations page." />
                <Field name="homeLiability" label="Home or renters" unit="$" value={v.homeLiability} error={e.homeLiability} description="The personal liability limit of your home or renters policy." />
                <Field name="umbrella" label="Umbrella" unit="$" value={v.umbrella} error={e.umbrella} description="0 if you have none." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <LiabilityResults result={page.result} /> : null}
    />
  );
}
