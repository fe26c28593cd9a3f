import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { NEXT_GENERATION_DEFAULTS, nextGenerationContract } from "#core/contracts/next-generation";
import { CHILD_NUMBERS, DISTRIBUTION_NUMBERS } from "#core/education/next-generation";
import { CUSTODY_AGE_LABELS } from "#core/messages/next-generation";
import { addMonths, daysAfter } from "#core/planning/dates";
import { NextGenerationResults } from "~/components/education/NextGenerationResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, fieldMessage, NEXT_GENERATION_KEYS } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The education service's Taaffeite "Next-generation family education" ("family-office"): each
// child's stage of the family's program about money and wealth, the lessons of that stage, and the
// family's milestones (custodial accounts passing, a council seat, the trust's distributions) on one
// timeline. The children are the URL's keys, like every calculator's inputs; below Taaffeite the
// API's words name the tier (the locked view).

export const meta: MetaFunction = () =>
  pageMeta("Next generation · My World", "Each child's stage of the family's money education, and the custodial accounts, council seats and trust distributions ahead.");

type Key = (typeof NEXT_GENERATION_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** `years` and `days` before `today`: the example's children stay the same ages on any visit. */
const bornBefore = (today: string, years: number, days: number) => daysAfter(addMonths(today, -years * 12), -days);

/** A fresh visit's example, its births counted back from the member's today: three children of 16, 11 and 6, distributions at 25 and 35. */
const example = (today: string): Values => ({
  c1: "Olivia",
  b1: bornBefore(today, 16, 150),
  c2: "James",
  b2: bornBefore(today, 11, 60),
  c3: "Emma",
  b3: bornBefore(today, 6, 240),
  custody: "21",
  d1: "25",
  d2: "35",
});

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "education", contract: nextGenerationContract, keys: NEXT_GENERATION_KEYS, example });
  return calculatorPageData(answer, { header, values });
}

function ChildFields({ n, values: v, errors: e }: { n: (typeof CHILD_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>> }) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Field name={`c${n}`} label={`Child ${n} name`} inputMode="text" value={v[`c${n}`]} error={e[`c${n}`]} />
      <Field name={`b${n}`} label={`Child ${n} born`} type="date" value={v[`b${n}`]} error={e[`b${n}`]} />
    </SimpleGrid>
  );
}

export default function NextGenerationPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const [shown, more] = [CHILD_NUMBERS.slice(0, 3), CHILD_NUMBERS.slice(3)];
  // The last three children fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`c${n}`, `b${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Next generation"
      intro="A program for the family's children about money and the wealth they will share: where each child is today, what to teach at that stage, and the days ahead when money or a voice becomes theirs, so the understanding comes first."
      form={
        <CalculatorForm label="Next generation">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The children</legend>
              <Stack gap="sm">
                <p className="fieldset-note">A child counts when named; give the date of birth.</p>
                {shown.map((n) => (
                  <ChildFields key={n} n={n} values={v} errors={e} />
                ))}
                <FoldedRows summary="Three more children" open={moreInUse}>
                  {more.map((n) => (
                    <ChildFields key={n} n={n} values={v} errors={e} />
                  ))}
                </FoldedRows>
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>The family's milestones</legend>
              <Stack gap="sm">
                <NativeSelect
                  name="custody"
                  id="field-custody"
                  label="Custodial accounts pass"
                  defaultValue={v.custody ?? "21"}
                  error={e.custody ? fieldMessage("Custodial accounts pass", e.custody) : undefined}
                  data={choicesOf(CUSTODY_AGE_LABELS)}
                  description="The age the account's state sets for a UTMA account."
                />
                <Field name="council" label="Family council seat at" unit="years" inputMode="numeric" value={v.council} error={e.council} description={`${NEXT_GENERATION_DEFAULTS.councilAge} if blank.`} />
                <SimpleGrid cols={3} spacing="xs">
                  {DISTRIBUTION_NUMBERS.map((n) => (
                    <Field key={n} name={`d${n}`} label={`Distribution ${n} at`} unit="years" inputMode="numeric" value={v[`d${n}`]} error={e[`d${n}`]} />
                  ))}
                </SimpleGrid>
                <p className="fieldset-note">The ages at which the trust pays each child a share; leave blank those it does not have.</p>
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <NextGenerationResults result={page.result} /> : null}
    />
  );
}
