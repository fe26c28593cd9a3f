import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { DEFAULT_RESERVE_MONTHS, ENTITY_NUMBERS, FORECAST_MONTHS } from "#core/budgeting/family-cash-forecast";
import { addMonthsTo, monthLabel, monthOf } from "#core/budgeting/months";
import { familyCashContract } from "#core/contracts/family-cash-forecast";
import { FamilyCashResults } from "~/components/budgeting/FamilyCashResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { FAMILY_CASH_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The budgeting service's Taaffeite "Family office household oversight" ("family-office"): every
// household and entity's cash month by month for the year ahead, in one view, with the reserve each
// should keep and the transfers between them that keep it. The entities are the URL's keys, like
// every calculator's inputs; below Taaffeite the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Family cash forecast · My World", "Every household and entity's cash for the year ahead in one view, the reserve each keeps and the transfers between them.");

type Key = (typeof FAMILY_CASH_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** The forecast's months from `today`'s, as the API counts them: the payment month's choices. */
const forecastMonths = (today: string) => Array.from({ length: FORECAST_MONTHS }, (_, i) => addMonthsTo(monthOf(today), i));

/** A fresh visit's example, its payments placed in the months ahead of the member's today: a main residence, a holding company and a mountain house. */
const example = (today: string): Values => {
  const months = forecastMonths(today);
  return {
    e1: "Main residence",
    c1: "180000",
    i1: "45000",
    o1: "52000",
    p1: "38000",
    w1: months[4],
    e2: "Holdings LLC",
    c2: "1200000",
    i2: "60000",
    o2: "15000",
    e3: "Mountain house",
    c3: "40000",
    i3: "0",
    o3: "9000",
    p3: "25000",
    w3: months[1],
  };
};

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "budgeting", contract: familyCashContract, keys: FAMILY_CASH_KEYS, example });
  return calculatorPageData(answer, { header, values, today });
}

/** One household or entity's fields: its name, cash today, monthly inflow and outflow, and its large payment with the month. */
function EntityFields({ n, values: v, errors: e, months }: { n: (typeof ENTITY_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>>; months: readonly string[] }) {
  const chosen = v[`w${n}`];
  // A month from an older link, before today's or beyond the year, stays chosen: the answer says it is not counted.
  const choices = chosen && !months.includes(chosen) ? [chosen, ...months] : months;
  return (
    <fieldset className="form-fieldset">
      <legend>Household or entity {n}</legend>
      <Stack gap="sm">
        <Field name={`e${n}`} label={`Entity ${n} name`} inputMode="text" value={v[`e${n}`]} error={e[`e${n}`]} />
        <Field name={`c${n}`} label={`Entity ${n} cash today`} unit="$" value={v[`c${n}`]} error={e[`c${n}`]} />
        <SimpleGrid cols={2} spacing="xs">
          <Field name={`i${n}`} label={`Entity ${n} inflow a month`} unit="$" value={v[`i${n}`]} error={e[`i${n}`]} />
          <Field name={`o${n}`} label={`Entity ${n} outflow a month`} unit="$" value={v[`o${n}`]} error={e[`o${n}`]} />
        </SimpleGrid>
        <Field name={`p${n}`} label={`Entity ${n} large payment`} unit="$" value={v[`p${n}`]} error={e[`p${n}`]} description="Property tax, tuition, a renovation: one of the year." />
        <NativeSelect
          name={`w${n}`}
          id={`field-w${n}`}
          label={`Entity ${n} payment month`}
          defaultValue={chosen ?? ""}
          error={e[`w${n}`] ? fieldMessage(`Entity ${n} payment month`, e[`w${n}`]!) : undefined}
          data={[{ value: "", label: "No payment" }, ...choices.map((month) => ({ value: month, label: monthLabel(month) }))]}
        />
      </Stack>
    </fieldset>
  );
}

export default function FamilyCashPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const months = forecastMonths(page.today);
  const [shown, more] = [ENTITY_NUMBERS.slice(0, 3), ENTITY_NUMBERS.slice(3)];
  // The last three entities fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`e${n}`, `c${n}`, `i${n}`, `o${n}`, `p${n}`, `w${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family cash forecast"
      intro="Every household, property and entity of the family in one cash forecast for the year ahead: the cash each will hold month by month, where it falls short of the reserve it should keep, and the transfers between the family's own entities that would keep every reserve."
      form={
        <CalculatorForm label="Family cash forecast">
          <Stack gap="md">
            <Field name="months" label="Reserve to keep" unit="months" value={v.months} error={e.months} description={`Each entity's monthly outflow times this. ${DEFAULT_RESERVE_MONTHS} months if left blank.`} />
            <p className="fieldset-note">A household or entity counts when it has a name; give its cash today and what comes in and goes out in a usual month. Add its one large payment of the year with the month it is due.</p>
            {shown.map((n) => (
              <EntityFields key={n} n={n} values={v} errors={e} months={months} />
            ))}
            <FoldedRows summary="Three more households or entities" open={moreInUse}>
              {more.map((n) => (
                <EntityFields key={n} n={n} values={v} errors={e} months={months} />
              ))}
            </FoldedRows>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilyCashResults result={page.result} /> : null}
    />
  );
}
