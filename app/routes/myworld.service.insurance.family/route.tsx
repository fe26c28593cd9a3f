import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { familyRiskContract } from "#core/contracts/family-risk";
import { POLICY_NUMBERS } from "#core/insurance/family-risk";
import { POLICY_KIND_LABELS } from "#core/messages/family-risk";
import { daysAfter } from "#core/planning/dates";
import { FamilyRiskResults } from "~/components/insurance/FamilyRiskResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, FAMILY_RISK_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The insurance service's Taaffeite "Family office risk management" ("family-office"): every
// policy of the family's homes, vehicles, collections, businesses and people in one review, with
// when each renews, the liability cover against what the family owns and what is insured for less
// than it would cost to replace. The policies are the URL's keys, like every calculator's inputs;
// below Taaffeite the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Family risk review · My World", "Every policy of the family in one review: renewals, liability cover against net worth, and property insured for less than it costs to replace.");

type Key = (typeof FAMILY_RISK_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** A fresh visit's example, its renewals counted from the member's today so they stay ahead of the visit: two homes, the cars, an umbrella and a collection. */
const example = (today: string): Values => ({
  worth: "40000000",
  p1: "Main home",
  k1: "home",
  l1: "3000000",
  a1: "18000",
  d1: daysAfter(today, 120),
  v1: "4200000",
  p2: "Beach house",
  k2: "home",
  l2: "1600000",
  a2: "11000",
  d2: daysAfter(today, 75),
  v2: "1800000",
  p3: "Cars",
  k3: "auto",
  l3: "500000",
  a3: "6500",
  d3: daysAfter(today, 18),
  p4: "Umbrella",
  k4: "umbrella",
  l4: "10000000",
  a4: "4200",
  d4: daysAfter(today, 75),
  p5: "Art collection",
  k5: "collection",
  l5: "2500000",
  a5: "9000",
  d5: daysAfter(today, 200),
  v5: "2400000",
});

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "insurance", contract: familyRiskContract, keys: FAMILY_RISK_KEYS, example });
  return calculatorPageData(answer, { header, values });
}

/** One policy's fields: its name and kind, limit and premium, renewal date and cost to replace. */
function PolicyFields({ n, values: v, errors: e }: { n: (typeof POLICY_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Policy {n}</legend>
      <Stack gap="sm">
        <Field name={`p${n}`} label={`Policy ${n} name`} inputMode="text" value={v[`p${n}`]} error={e[`p${n}`]} />
        <NativeSelect name={`k${n}`} id={`field-k${n}`} label={`Policy ${n} kind`} defaultValue={v[`k${n}`] ?? "home"} error={e[`k${n}`] ? fieldMessage(`Policy ${n} kind`, e[`k${n}`]!) : undefined} data={choicesOf(POLICY_KIND_LABELS)} />
        <SimpleGrid cols={2} spacing="xs">
          <Field name={`l${n}`} label={`Policy ${n} limit`} unit="$" value={v[`l${n}`]} error={e[`l${n}`]} />
          <Field name={`a${n}`} label={`Policy ${n} premium`} unit="$" value={v[`a${n}`]} error={e[`a${n}`]} />
        </SimpleGrid>
        <Field name={`d${n}`} label={`Policy ${n} renews`} type="date" value={v[`d${n}`]} error={e[`d${n}`]} />
        <Field name={`v${n}`} label={`Policy ${n} cost to replace`} unit="$" value={v[`v${n}`]} error={e[`v${n}`]} description="For a home or a collection; leave blank for the others." />
      </Stack>
    </fieldset>
  );
}

export default function FamilyRiskPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const [shown, more] = [POLICY_NUMBERS.slice(0, 3), POLICY_NUMBERS.slice(3)];
  // The last three policies fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`p${n}`, `l${n}`, `a${n}`, `d${n}`, `v${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family risk review"
      intro="Every policy of the family's homes, vehicles, collections and businesses in one review: what the cover costs, what renews soon, whether the liability cover matches what the family owns and what is insured for less than it would cost to replace."
      form={
        <CalculatorForm label="Family risk review">
          <Stack gap="md">
            <Field name="worth" label="Net worth" unit="$" value={v.worth} error={e.worth} description="What the family owns less what it owes: what a large judgment could reach." />
            <p className="fieldset-note">A policy counts when it has a name; give its limit, premium and renewal date. Premiums are yearly.</p>
            {shown.map((n) => (
              <PolicyFields key={n} n={n} values={v} errors={e} />
            ))}
            <FoldedRows summary="Three more policies" open={moreInUse}>
              {more.map((n) => (
                <PolicyFields key={n} n={n} values={v} errors={e} />
              ))}
            </FoldedRows>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilyRiskResults result={page.result} query={v} /> : null}
    />
  );
}
