import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { familyLegalContract } from "#core/contracts/family-legal";
import { MATTER_NUMBERS } from "#core/legal/family-matters";
import { MATTER_KIND_LABELS, RENEWAL_KIND_LABELS } from "#core/messages/family-legal";
import { daysAfter } from "#core/planning/dates";
import { FamilyLegalResults } from "~/components/legal/FamilyLegalResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, FAMILY_LEGAL_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The legal service's Taaffeite "Family office legal coordination" ("family-office"): every major
// contract, lease, entity filing and family agreement in one calendar, in the order the family must
// act, each notice day counted back from its date, with a download for the family's own calendars.
// The matters are the URL's keys, like every calculator's inputs; below Taaffeite the API's words
// name the tier (the locked view).

export const meta: MetaFunction = () =>
  pageMeta("Family legal calendar · My World", "Every contract, lease, entity filing and family agreement in one calendar, in the order the family must act.");

type Key = (typeof FAMILY_LEGAL_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** A fresh visit's example, its dates counted from the member's today so they stay ahead of the visit: a lease, an annual report, a management contract whose notice day has just gone by, a prenuptial review. */
const example = (today: string): Values => ({
  m1: "Office lease",
  k1: "lease",
  d1: daysAfter(today, 120),
  t1: "90",
  r1: "auto",
  m2: "Holdings LLC annual report",
  k2: "entity",
  d2: daysAfter(today, 150),
  m3: "Yacht management",
  k3: "contract",
  d3: daysAfter(today, 45),
  t3: "60",
  r3: "auto",
  m4: "Prenuptial agreement review",
  k4: "agreement",
  d4: daysAfter(today, 400),
  t4: "60",
});

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "legal", contract: familyLegalContract, keys: FAMILY_LEGAL_KEYS, example });
  return calculatorPageData(answer, { header, values });
}

/** One matter's fields: its name and kind, date and notice, and what happens on the date. */
function MatterFields({ n, values: v, errors: e }: { n: (typeof MATTER_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Matter {n}</legend>
      <Stack gap="sm">
        <Field name={`m${n}`} label={`Matter ${n} name`} inputMode="text" value={v[`m${n}`]} error={e[`m${n}`]} />
        <NativeSelect name={`k${n}`} id={`field-k${n}`} label={`Matter ${n} kind`} defaultValue={v[`k${n}`] ?? "contract"} error={e[`k${n}`] ? fieldMessage(`Matter ${n} kind`, e[`k${n}`]!) : undefined} data={choicesOf(MATTER_KIND_LABELS)} />
        <SimpleGrid cols={2} spacing="xs">
          <Field name={`d${n}`} label={`Matter ${n} date`} type="date" value={v[`d${n}`]} error={e[`d${n}`]} />
          <Field name={`t${n}`} label={`Matter ${n} notice`} unit="days" value={v[`t${n}`]} error={e[`t${n}`]} />
        </SimpleGrid>
        <NativeSelect name={`r${n}`} id={`field-r${n}`} label={`Matter ${n} on the date`} defaultValue={v[`r${n}`] ?? "ends"} error={e[`r${n}`] ? fieldMessage(`Matter ${n} on the date`, e[`r${n}`]!) : undefined} data={choicesOf(RENEWAL_KIND_LABELS)} />
      </Stack>
    </fieldset>
  );
}

export default function FamilyLegalPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const [shown, more] = [MATTER_NUMBERS.slice(0, 3), MATTER_NUMBERS.slice(3)];
  // The last three matters fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`m${n}`, `d${n}`, `t${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family legal calendar"
      intro="Every major contract, lease, entity filing and family agreement in one calendar, in the order the family must act: the last day to give notice before each renews or ends, what is due soon, and what has slipped by. Download it into the calendars of the family office and its counsel."
      form={
        <CalculatorForm label="Family legal calendar">
          <Stack gap="md">
            <p className="fieldset-note">A matter counts when it has a name; give its date (when it ends, renews or falls due) and the days of notice its terms ask for.</p>
            {shown.map((n) => (
              <MatterFields key={n} n={n} values={v} errors={e} />
            ))}
            <FoldedRows summary="Three more matters" open={moreInUse}>
              {more.map((n) => (
                <MatterFields key={n} n={n} values={v} errors={e} />
              ))}
            </FoldedRows>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilyLegalResults result={page.result} query={v} /> : null}
    />
  );
}
