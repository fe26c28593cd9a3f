import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { fundingRoundsContract, ROUND_NUMBERS } from "#core/contracts/funding-rounds";
import { ROUND_NAMES } from "#core/messages/funding-rounds";
import { FundingRoundsResults } from "~/components/entrepreneurship/FundingRoundsResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { FUNDING_ROUNDS_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The entrepreneurship service's Diamond "Entrepreneurship resource library", its raising capital
// page: up to three priced rounds, each with the option pool the investors ask for, and what the
// founders own and are worth after each. The inputs are the URL's keys, like every calculator's;
// below Diamond the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Raising capital · My World", "Priced rounds, the option pool and what the founders keep: each round's price, shares and valuations.");

type Key = (typeof FUNDING_ROUNDS_KEYS)[number];

/** A fresh visit's example: 9 million founder shares and a 1 million pool; a $3 million seed at $12 million, a $15 million Series A at $60 million. */
const EXAMPLE: Partial<Record<Key, string>> = { founders: "9000000", pool: "1000000", pre1: "12000000", raise1: "3000000", pool1: "10", pre2: "60000000", raise2: "15000000", pool2: "12" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "entrepreneurship", contract: fundingRoundsContract, keys: FUNDING_ROUNDS_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

export default function FundingRoundsPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="funding"
      title="Raising capital"
      intro="Each priced round sells new shares and usually grows the option pool first. See the price, the shares sold and what you own and are worth after each round, before you sign a term sheet."
      form={
        <CalculatorForm label="Raising capital">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The company today</legend>
              <Stack gap="sm">
                <Field name="founders" label="Founders' shares" inputMode="numeric" value={v.founders} error={e.founders} description="All the founders' shares together." />
                <Field name="pool" label="Option pool, not granted" inputMode="numeric" value={v.pool} error={e.pool} description="Shares set aside for employees; none if left blank." />
              </Stack>
            </fieldset>
            {ROUND_NUMBERS.map((n) => (
              <fieldset key={n} className="form-fieldset">
                <legend>{ROUND_NAMES[n - 1]}</legend>
                {n > 1 ? <p className="fieldset-note">Leave blank to stop before this round.</p> : null}
                <Stack gap="sm">
                  <SimpleGrid cols={2} spacing="xs">
                    <Field name={`pre${n}`} label={`${ROUND_NAMES[n - 1]} pre-money`} unit="$" value={v[`pre${n}`]} error={e[`pre${n}`]} />
                    <Field name={`raise${n}`} label={`${ROUND_NAMES[n - 1]} raise`} unit="$" value={v[`raise${n}`]} error={e[`raise${n}`]} />
                  </SimpleGrid>
                  <Field name={`pool${n}`} label={`${ROUND_NAMES[n - 1]} pool after the round`} unit="%" value={v[`pool${n}`]} error={e[`pool${n}`]} description="Of all shares, unissued; the pool is topped up to it before the price is set. None if left blank." />
                </Stack>
              </fieldset>
            ))}
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FundingRoundsResults result={page.result} /> : null}
    />
  );
}
