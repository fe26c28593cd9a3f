import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { FOUNDATION_DEFAULTS, foundationContract } from "#core/contracts/private-foundation";
import { GIFT_KIND_LABELS } from "#core/messages/private-foundation";
import { FoundationResults } from "~/components/estate/FoundationResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { CalendarYearField } from "~/components/tax/CalendarYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, fieldMessage, FOUNDATION_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The estate service's Painite "Private foundation planning" ("foundation"), which the legal
// service's "Foundation governance and compliance" (#compliance) and education's "Foundation
// scholarship programs" (#scholarships) link too: the founding gift's deduction against a
// donor-advised fund's, the foundation's payout and excise tax year by year, its deadlines and rules.
// The inputs are the URL's keys, like every calculator's; below Painite the API's words name the tier.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Private foundation · My World", "A founding gift in a private foundation against a donor-advised fund, the foundation's yearly payout and excise tax, its deadlines and its rules.");

type Key = (typeof FOUNDATION_KEYS)[number];

/** A fresh visit's example: $20 million of stock given by a donor with $4 million of income, and $25,000 scholarships. */
const EXAMPLE: Partial<Record<Key, string>> = { gift: "20000000", kind: "stock", agi: "4000000", award: "25000" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "estate", contract: foundationContract, keys: FOUNDATION_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: today.slice(0, 4) });
}

export default function FoundationPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const d = FOUNDATION_DEFAULTS;
  return (
    <CalculatorLayout
      page={page}
      current="foundation"
      title="Private foundation"
      intro="A private foundation gives your family a lasting say over its giving, at the price of a smaller deduction, a yearly payout and rules of its own. Compare the founding gift with a donor-advised fund, and see what the foundation pays out, owes and files each year."
      form={
        <CalculatorForm label="Private foundation">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The founding gift</legend>
              <Stack gap="sm">
                <Field name="gift" label="Gift" unit="$" value={v.gift} error={e.gift} />
                <NativeSelect name="kind" id="field-kind" label="Given as" defaultValue={v.kind ?? "cash"} error={e.kind ? fieldMessage("Given as", e.kind) : undefined} data={choicesOf(GIFT_KIND_LABELS)} />
                <Field name="agi" label="Your adjusted gross income a year" unit="$" value={v.agi} error={e.agi} description="The deduction each year is a share of it." />
                <CalendarYearField value={v.year} defaultYear={page.defaultYear} error={e.year} label="Year of the gift" />
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The foundation</legend>
              <p className="fieldset-note">
                The excise tax falls on the realized part of the return: income and gains taken. Blank fields take {d.growthBp / 100}% a year, {d.realizedBp / 100}% of it realized, a {d.payoutBp / 100}% payout with {d.costsBp / 100}% of running costs, over {d.years} years.
              </p>
              <Stack gap="sm">
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="growth" label="Return after fees" unit="%" value={v.growth} error={e.growth} />
                  <Field name="realized" label="Of it realized" unit="%" value={v.realized} error={e.realized} />
                </SimpleGrid>
                <SimpleGrid cols={2} spacing="xs">
                  <Field name="payout" label="Paid out a year" unit="%" value={v.payout} error={e.payout} description="Of the assets; at least 5%." />
                  <Field name="costs" label="Running costs" unit="%" value={v.costs} error={e.costs} description="Of the assets, within the payout." />
                </SimpleGrid>
                <Field name="years" label="Years to plan" unit="years" inputMode="numeric" value={v.years} error={e.years} />
                <Field name="award" label="Scholarship award" unit="$" value={v.award} error={e.award} description="One student's award a year; none if left blank." />
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FoundationResults result={page.result} query={v} /> : null}
    />
  );
}
