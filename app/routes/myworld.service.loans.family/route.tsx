import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { FAMILY_LIABILITIES_DEFAULTS, familyLiabilitiesContract } from "#core/contracts/family-liabilities";
import { LOAN_NUMBERS } from "#core/loans/family-liabilities";
import { COLLATERAL_LABELS, RATE_KIND_LABELS } from "#core/messages/family-liabilities";
import { addMonths } from "#core/planning/dates";
import { FamilyLiabilitiesResults } from "~/components/loans/FamilyLiabilitiesResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { anyInUse, FoldedRows } from "~/components/planning/FoldedRows";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { choicesOf, FAMILY_LIABILITIES_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The loans service's Taaffeite "Family balance sheet liability management" ("family-office"):
// every loan of the family's people and entities in one view, with when each comes due, what it
// costs, the rate risk and the collateral. The loans are the URL's keys, like every calculator's
// inputs; below Taaffeite the API's words name the tier (the locked view).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () =>
  pageMeta("Family balance sheet · My World", "Every mortgage, credit line and entity loan of the family in one view: maturities, refinancing, rate risk and collateral.");

type Key = (typeof FAMILY_LIABILITIES_KEYS)[number];
type Values = Partial<Record<Key, string>>;

/** A fresh visit's example, its maturities counted from the member's today so they stay ahead of the visit: a home mortgage, an adjustable beach house loan, a securities line and a holding company's note. */
const example = (today: string): Values => ({
  liquid: "2500000",
  n1: "Main home mortgage",
  b1: "2400000",
  r1: "6.25",
  m1: addMonths(today, 300),
  c1: "home",
  n2: "Beach house mortgage",
  b2: "1500000",
  r2: "7.1",
  m2: addMonths(today, 9),
  t2: "variable",
  c2: "property",
  n3: "Securities-backed line",
  b3: "3000000",
  r3: "6",
  m3: addMonths(today, 4),
  t3: "variable",
  c3: "securities",
  n4: "Holdings LLC note",
  b4: "5000000",
  r4: "5.5",
  m4: addMonths(today, 40),
  c4: "business",
});

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, answer } = await calculate(args, { service: "loans", contract: familyLiabilitiesContract, keys: FAMILY_LIABILITIES_KEYS, example });
  return calculatorPageData(answer, { header, values });
}

/** One loan's fields: its name, balance and rate, maturity, rate kind and collateral. */
function LoanFields({ n, values: v, errors: e }: { n: (typeof LOAN_NUMBERS)[number]; values: Values; errors: Partial<Record<string, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>Loan {n}</legend>
      <Stack gap="sm">
        <Field name={`n${n}`} label={`Loan ${n} name`} inputMode="text" value={v[`n${n}`]} error={e[`n${n}`]} />
        <SimpleGrid cols={2} spacing="xs">
          <Field name={`b${n}`} label={`Loan ${n} balance`} unit="$" value={v[`b${n}`]} error={e[`b${n}`]} />
          <Field name={`r${n}`} label={`Loan ${n} rate`} unit="%" value={v[`r${n}`]} error={e[`r${n}`]} />
        </SimpleGrid>
        <Field name={`m${n}`} label={`Loan ${n} matures`} type="date" value={v[`m${n}`]} error={e[`m${n}`]} />
        <SimpleGrid cols={2} spacing="xs">
          <NativeSelect name={`t${n}`} id={`field-t${n}`} label={`Loan ${n} rate kind`} defaultValue={v[`t${n}`] ?? "fixed"} error={e[`t${n}`] ? fieldMessage(`Loan ${n} rate kind`, e[`t${n}`]!) : undefined} data={choicesOf(RATE_KIND_LABELS)} />
          <NativeSelect name={`c${n}`} id={`field-c${n}`} label={`Loan ${n} collateral`} defaultValue={v[`c${n}`] ?? "none"} error={e[`c${n}`] ? fieldMessage(`Loan ${n} collateral`, e[`c${n}`]!) : undefined} data={choicesOf(COLLATERAL_LABELS)} />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}

export default function FamilyBalanceSheetPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const [shown, more] = [LOAN_NUMBERS.slice(0, 3), LOAN_NUMBERS.slice(3)];
  // The last three loans fold away until one of them has a value or a refusal.
  const moreInUse = anyInUse(more.flatMap((n) => [`n${n}`, `b${n}`, `r${n}`, `m${n}`]), v, e);
  return (
    <CalculatorLayout
      page={page}
      current="family"
      title="Family balance sheet"
      intro="Every mortgage, credit line and entity loan of the family in one view: what it all costs, when each loan comes due, which to refinance now, what a rise in rates would do and what secures the debt."
      form={
        <CalculatorForm label="Family balance sheet">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>The family</legend>
              <Stack gap="sm">
                <Field name="liquid" label="Liquid assets" unit="$" value={v.liquid} error={e.liquid} description="Cash and investments that could repay a loan coming due." />
                <Field name="shock" label="Rate rise to test" unit="%" value={v.shock} error={e.shock} description={`For the variable loans. ${FAMILY_LIABILITIES_DEFAULTS.shockBp / 100}% if left blank.`} />
              </Stack>
            </fieldset>
            <p className="fieldset-note">A loan counts when it has a name; give its balance, rate and maturity.</p>
            {shown.map((n) => (
              <LoanFields key={n} n={n} values={v} errors={e} />
            ))}
            <FoldedRows summary="Three more loans" open={moreInUse}>
              {more.map((n) => (
                <LoanFields key={n} n={n} values={v} errors={e} />
              ))}
            </FoldedRows>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <FamilyLiabilitiesResults result={page.result} query={v} /> : null}
    />
  );
}
