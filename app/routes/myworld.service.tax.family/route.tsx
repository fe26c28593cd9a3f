import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { familyCalendarContract, FILER_NUMBERS } from "#core/contracts/family-calendar";
import { ENTITY_KIND_LABELS } from "#core/messages/family-calendar";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { CalendarYearField } from "~/components/tax/CalendarYearField";
import { FamilyCalendarResults } from "~/components/tax/FamilyCalendarResults";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, FAMILY_CALENDAR_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The tax service's Taaffeite family office calendar ("family-office"; the card "Family office tax
// coordination" links it): every federal deadline of a tax year for the family's people and
// entities. The filers are the URL's keys, like every calculator's inputs; below Taaffeite the API's
// words name the tier (the locked view).

export const meta: MetaFunction = () => pageMeta("Family tax calendar · My World", "Every federal filing deadline, extension and estimated payment of the year for the family's people, trusts, companies and foundation.");

type Key = (typeof FAMILY_CALENDAR_KEYS)[number];

/** A fresh visit's example: two people, a trust, a holding partnership, an operating company and a foundation. */
const EXAMPLE: Partial<Record<Key, string>> = {
  n1: "Jordan Avery",
  k1: "individual",
  n2: "Sam Avery",
  k2: "individual",
  n3: "Avery Family Trust",
  k3: "trust",
  n4: "Avery Holdings LLC",
  k4: "partnership",
  n5: "Avery Manufacturing Inc.",
  k5: "c_corporation",
  n6: "Avery Foundation",
  k6: "foundation",
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "tax", contract: familyCalendarContract, keys: FAMILY_CALENDAR_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: today.slice(0, 4) });
}

export default function FamilyCalendarPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family tax calendar"
      intro="Every federal return, extension and estimated payment of the year for each person and entity of the family, in one calendar the family and its advisers can share."
      form={
        <CalculatorForm label="Family tax calendar">
          <Stack gap="md">
            <CalendarYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
            <fieldset className="form-fieldset">
              <legend>The family&rsquo;s filers</legend>
              <p className="fieldset-note">A filer counts when it has a name; leave the others blank.</p>
              <Stack gap="md">
                {FILER_NUMBERS.map((n) => (
                  <Stack key={n} gap={4}>
                    <Field name={`n${n}`} label={`Filer ${n}`} inputMode="text" value={v[`n${n}`]} error={e[`n${n}`]} />
                    <NativeSelect
                      name={`k${n}`}
                      id={`field-k${n}`}
                      label={`Filer ${n} files as`}
                      defaultValue={v[`k${n}`] ?? "individual"}
                      error={e[`k${n}`] ? fieldMessage(`Filer ${n} files as`, e[`k${n}`]!) : undefined}
                      data={choicesOf(ENTITY_KIND_LABELS)}
                    />
                  </Stack>
                ))}
              </Stack>
            </fieldset>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilyCalendarResults result={page.result} query={v} /> : null}
    />
  );
}
