import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { retirementCalculatorContract, type RetirementResponse } from "#core/contracts/planning";
import { RISK_PROFILE_LABELS } from "#core/messages/investor";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { RetirementResults } from "~/components/planning/RetirementResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { fieldMessage, RETIREMENT_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";
import { ASSESSMENT_PAGE } from "~/utils/trading";

// Issue "Planning and budgeting" §1: the retirement plan, a projection and a seeded Monte Carlo of
// the URL's inputs. Savings left out of the URL are the member's assets on the platform, and the
// return and volatility their assessed risk profile's (the API fills them in and says so); the
// fields then show those values, so the next change puts them in the URL.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Retirement calculator · My World", "How likely your savings are to last: a projection and thousands of simulated markets, by age.");

type Key = (typeof RETIREMENT_KEYS)[number];

/** A fresh visit's example: 40 today, retiring at 67, planning to 92, $500 a month. */
const EXAMPLE: Partial<Record<Key, string>> = { currentAge: "40", retirementAge: "67", lifeExpectancy: "92", contribution: "500" };

/** The values the API used for the keys the URL left out, for the fields (the rate stays blank: it excludes an amount). */
function filledIn(values: Partial<Record<Key, string>>, inputs: RetirementResponse["inputs"]): Partial<Record<Key, string>> {
  const amount = (value: string) => value.replace(/\.00$/, "");
  return {
    ...values,
    savings: values.savings ?? amount(inputs.savings),
    return: values.return ?? String(inputs.return),
    volatility: values.volatility ?? String(inputs.volatility),
    inflation: values.inflation ?? String(inputs.inflation),
  };
}

type Notes = { savings: string | null; market: { kind: "profile"; label: string } | { kind: "default" } | null };

const NO_NOTES: Notes = { savings: null, market: null };

/** Where the values the URL left out came from, beside their fields. */
function notesOn(inputs: RetirementResponse["inputs"]): Notes {
  return {
    savings: inputs.savingsSource === "platform" ? "Filled in from your assets on the platform." : null,
    market:
      inputs.marketSource === "risk-profile" && inputs.riskProfile
        ? { kind: "profile", label: RISK_PROFILE_LABELS[inputs.riskProfile].label }
        : inputs.marketSource === "default"
          ? { kind: "default" }
          : null,
  };
}

/** The simulation's keys have no field of their own: a message about them is the form's. */
const FIELD_KEYS = RETIREMENT_KEYS.filter((key) => key !== "paths" && key !== "seed");

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "retirement", contract: retirementCalculatorContract, keys: RETIREMENT_KEYS, fieldKeys: FIELD_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, notes: NO_NOTES }, ({ inputs }) => ({ values: filledIn(values, inputs), notes: notesOn(inputs) }));
}

function MarketNote({ market }: { market: Notes["market"] }) {
  if (!market) return null;
  if (market.kind === "profile") return <>Filled in from your risk profile: {market.label}.</>;
  return (
    <>
      A balanced portfolio&rsquo;s figures. <Link to={ASSESSMENT_PAGE}>Take the risk assessment</Link> to fill in yours.
    </>
  );
}

export default function RetirementCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="Retirement calculator"
      intro="How likely your savings are to last through retirement, in today's dollars."
      form={
        <CalculatorForm label="Retirement calculator">
          <Stack gap="sm">
            <SimpleGrid cols={3} spacing="xs">
              <Field name="currentAge" label="Age today" inputMode="numeric" value={v.currentAge} error={e.currentAge} />
              <Field name="retirementAge" label="Retiring at" inputMode="numeric" value={v.retirementAge} error={e.retirementAge} />
              <Field name="lifeExpectancy" label="Plan to age" inputMode="numeric" value={v.lifeExpectancy} error={e.lifeExpectancy} />
            </SimpleGrid>
            <Field name="savings" label="Savings today" unit="$" value={v.savings} error={e.savings} description={page.notes.savings ?? undefined} />
            <Field name="contribution" label="Paid in each month" unit="$" value={v.contribution} error={e.contribution} description="Until retirement." />
            <SimpleGrid cols={2} spacing="xs">
              <Field name="return" label="Expected return" unit="%" value={v.return} error={e.return} />
              <Field name="volatility" label="Volatility" unit="%" value={v.volatility} error={e.volatility} />
            </SimpleGrid>
            {page.notes.market ? (
              <p className="field-note">
                <MarketNote market={page.notes.market} />
              </p>
            ) : null}
            <Field name="inflation" label="Inflation" unit="%" value={v.inflation} error={e.inflation} />
            <Field
              name="withdrawal"
              label="Yearly spending in retirement"
              unit="$"
              value={v.withdrawal}
              error={e.withdrawal}
              description="Social Security pays part of it. Or leave it blank and give a rate below."
            />
            <Field
              name="withdrawalRate"
              label="Or a first-year withdrawal rate"
              unit="%"
              value={v.withdrawalRate}
              error={e.withdrawalRate}
              description="Of the savings at retirement; 4% when both are blank."
            />
            <Field name="socialSecurity" label="Social Security a year" unit="$" value={v.socialSecurity} error={e.socialSecurity} description="From retirement, in today's dollars." />
            <NativeSelect
              name="rule"
              id="field-rule"
              label="Withdrawal rule"
              defaultValue={v.rule ?? "constant"}
              error={e.rule ? fieldMessage("Withdrawal rule", e.rule) : undefined}
              data={[
                { value: "constant", label: "The same amount, rising with inflation" },
                { value: "percentage", label: "The same percentage of savings each year" },
                { value: "guardrails", label: "Guardrails: cut or raise by 10%" },
              ]}
            />
            {v.paths ? <input type="hidden" name="paths" value={v.paths} /> : null}
            {v.seed ? <input type="hidden" name="seed" value={v.seed} /> : null}
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <RetirementResults result={page.result} /> : null}
    />
  );
}
