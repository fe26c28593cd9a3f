import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { familySuccessionContract } from "#core/contracts/family-succession";
import { DEFAULT_HANDOVER_AGE, ROLE_NUMBERS } from "#core/estate/family-succession";
import { ROLE_KIND_LABELS } from "#core/messages/family-succession";
import { FamilySuccessionResults } from "~/components/estate/FamilySuccessionResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, FAMILY_SUCCESSION_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The estate service's Taaffeite "Family office succession planning" ("family-office"): every role
// that holds the family's affairs together (trustees, managers, executors, guardians, agents), who
// holds it, who follows, and the people on whom too much rests. The roles are the URL's keys, like
// every calculator's inputs; below Taaffeite the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Family succession · My World", "Who holds each of the family's roles, who is named to follow, and on whom too much rests.");

type Key = (typeof FAMILY_SUCCESSION_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** A fresh visit's example: a founder holding three roles, one without a successor, his daughter and son beside him. */
const EXAMPLE: Values = {
  e1: "Rivera Family Trust",
  k1: "trustee",
  h1: "Carlos Rivera",
  y1: "1949",
  s1: "Ana Rivera",
  e2: "Rivera Holdings LLC",
  k2: "manager",
  h2: "Carlos Rivera",
  y2: "1949",
  e3: "Foundation board",
  k3: "manager",
  h3: "Carlos Rivera",
  y3: "1949",
  s3: "Luis Rivera",
  e4: "Durable power of attorney",
  k4: "attorney",
  h4: "Ana Rivera",
  y4: "1978",
  s4: "Luis Rivera",
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "estate", contract: familySuccessionContract, keys: FAMILY_SUCCESSION_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values });
}

/** One role's fields: what it is for and its kind, the holder and birth year, the successor. */
function RoleFields({ n, values: v, errors: e }: { n: (typeof ROLE_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Role {n}</legend>
      <Stack gap="sm">
        <Field name={`e${n}`} label={`Role ${n} is for`} inputMode="text" value={v[`e${n}`]} error={e[`e${n}`]} description={n === 1 ? "The trust, company, will or power of attorney." : undefined} />
        <NativeSelect name={`k${n}`} id={`field-k${n}`} label={`Role ${n} kind`} defaultValue={v[`k${n}`] ?? "trustee"} error={e[`k${n}`] ? fieldMessage(`Role ${n} kind`, e[`k${n}`]!) : undefined} data={choicesOf(ROLE_KIND_LABELS)} />
        <SimpleGrid cols={2} spacing="xs">
          <Field name={`h${n}`} label={`Role ${n} holder`} inputMode="text" value={v[`h${n}`]} error={e[`h${n}`]} />
          <Field name={`y${n}`} label={`Role ${n} holder born in`} inputMode="numeric" value={v[`y${n}`]} error={e[`y${n}`]} />
        </SimpleGrid>
        <Field name={`s${n}`} label={`Role ${n} successor`} inputMode="text" value={v[`s${n}`]} error={e[`s${n}`]} description={n === 1 ? "Who the document names to follow; blank if no one." : undefined} />
      </Stack>
    </fieldset>
  );
}

export default function FamilySuccessionPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const [shown, more] = [ROLE_NUMBERS.slice(0, 3), ROLE_NUMBERS.slice(3)];
  // The last three roles fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`e${n}`, `h${n}`, `y${n}`, `s${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family succession"
      intro="Every role that holds the family's affairs together, from the trusts' trustees to the agents under powers of attorney: who holds each, who is named to follow, which holders are nearing the time to hand over, and on whom too much rests."
      form={
        <CalculatorForm label="Family succession">
          <Stack gap="md">
            <Field name="age" label="Hand over from age" unit="years" inputMode="numeric" value={v.age} error={e.age} description={`When a successor should be ready to step in. ${DEFAULT_HANDOVER_AGE} if left blank.`} />
            <p className="fieldset-note">A role counts when it says what it is for; give its holder and the year they were born.</p>
            {shown.map((n) => (
              <RoleFields key={n} n={n} values={v} errors={e} />
            ))}
            <FoldedRows summary="Three more roles" open={moreInUse}>
              {more.map((n) => (
                <RoleFields key={n} n={n} values={v} errors={e} />
              ))}
            </FoldedRows>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilySuccessionResults result={page.result} /> : null}
    />
  );
}
