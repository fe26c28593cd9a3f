import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { SUCCESSION_DEFAULTS, successionContract } from "#core/contracts/business-succession";
import { DONOR_LABELS } from "#core/messages/gifts";
import { SuccessionResults } from "~/components/entrepreneurship/SuccessionResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, fieldMessage, SUCCESSION_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The entrepreneurship service's Taaffeite "Business succession and family office"
// ("family-office"): a family business passed to the next generation three ways, kept, given a
// little each year or given all now, against the federal gift and estate tax, with who will run it.
// The inputs are the URL's keys, like every calculator's; below Taaffeite the API's words name the
// tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Business succession · My World", "Pass the family business on: kept, given each year or given now, against the gift and estate tax, with who will run it.");

/** A fresh visit's example: a $40,000,000 company, a 30 % minority discount, three heirs of whom one runs it, ten years of gifts. */
const EXAMPLE = { value: "40000000", growth: "5", discount: "30", heirs: "3", active: "1", donors: "2", years: "10", other: "8000000" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "entrepreneurship", contract: successionContract, keys: SUCCESSION_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

export default function SuccessionPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="succession"
      title="Business succession"
      intro="Pass the family business to the next generation: keep it and let the estate pay, give shares each year within the gift tax's yearly exclusion, or give it all now against the lifetime exclusion. See what each costs in transfer tax, and plan who will run it."
      form={
        <CalculatorForm label="Business succession">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The business</legend>
              <Stack gap="sm">
                <Field name="value" label="Value of the business" unit="$" value={v.value} error={e.value} description="The whole company, as an appraiser would value it today." />
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="owned" label="Your share" unit="%" value={v.owned} error={e.owned} description={`${SUCCESSION_DEFAULTS.ownedBp / 100}% if blank.`} />
                  <Field name="growth" label="Growth a year" unit="%" value={v.growth} error={e.growth} description={`${SUCCESSION_DEFAULTS.growthBp / 100}% if blank.`} />
                </SimpleGrid>
                <Field name="discount" label="Minority discount" unit="%" value={v.discount} error={e.discount} description="What an appraiser takes off a non-voting minority share; none if blank." />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The family</legend>
              <Stack gap="sm">
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="heirs" label="Heirs" inputMode="numeric" value={v.heirs} error={e.heirs} description="Children and grandchildren." />
                  <Field name="active" label="Working in it" inputMode="numeric" value={v.active} error={e.active} description="Of those heirs." />
                </SimpleGrid>
                <NativeSelect name="donors" id="field-donors" label="Who makes the gifts" defaultValue={v.donors ?? "1"} error={e.donors ? fieldMessage("Who makes the gifts", e.donors) : undefined} data={choicesOf(DONOR_LABELS)} />
                <Field name="years" label="Years of yearly gifts" unit="years" inputMode="numeric" value={v.years} error={e.years} description={`${SUCCESSION_DEFAULTS.years} if blank.`} />
                <Field name="other" label="The rest of your estate" unit="$" value={v.other} error={e.other} description="Everything else you own: it uses the exclusion first." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <SuccessionResults result={page.result} /> : null}
    />
  );
}
