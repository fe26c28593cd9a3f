import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { estateCalculatorContract } from "#core/contracts/estate";
import { ESTATE_ASSET_LABELS, ESTATE_ROUTE_CHOICES, ESTATE_ROUTE_NOTE } from "#core/messages/estate";
import { DEFAULT_ROUTE, ESTATE_ASSETS, ROUTES_OF, type EstateAsset } from "#core/planning/estate-size";
import { defaultTaxYear } from "#core/tax/withholding";
import { EstateResults } from "~/components/estate/EstateResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { ESTATE_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The estate service's estate size calculator (Bronze and up): what the member owns and how each
// item is held, so what passes by the will (through probate), to beneficiaries, to joint owners or
// by a living trust; the federal estate tax; and a checklist of documents, people and steps. The
// inputs are the URL's keys, like every calculator's.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Estate size and checklist · My World", "What your estate holds, how it would pass, and what to put in order.");

/** A fresh visit's example: a home, accounts, a 401(k) and a policy with beneficiaries, a car, a mortgage, two children. */
const EXAMPLE = { home: "450000", accounts: "120000", retirement: "300000", insurance: "500000", other: "30000", debts: "280000", minors: "2" };

export async function loader(args: LoaderFunctionArgs) {
  const { header, values, today, answer } = await calculate(args, { service: "estate", contract: estateCalculatorContract, keys: ESTATE_KEYS, example: EXAMPLE });
  return calculatorPageData(answer, { header, values, defaultYear: String(defaultTaxYear(today)) });
}

export default function EstateCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  const routeKey = (asset: EstateAsset) => `${asset}By` as const;
  return (
    <CalculatorLayout
      page={page}
      title="Estate size and checklist"
      intro="What you own and how each item is held decide who receives it and whether it goes through probate. See what your estate holds, how it would pass, and what to put in order."
      form={
        <CalculatorForm label="Estate size and checklist">
          <Stack gap="md">
            <fieldset className="form-fieldset">
              <legend>What you own, and how it would pass</legend>
              <p className="fieldset-note">
                {ESTATE_ROUTE_NOTE}
              </p>
              <Stack gap="sm">
                {ESTATE_ASSETS.map((asset) => {
                  const by = routeKey(asset);
                  const label = ESTATE_ASSET_LABELS[asset];
                  return (
                    <div key={asset} className="estate-asset">
                      <Field name={asset} label={label} unit="$" value={v[asset]} error={e[asset]} />
                      <NativeSelect
                        name={by}
                        id={`field-${by}`}
                        // Six selects side by side with their amounts: the asset's name is read out, not shown twice.
                        label={
                          <>
                            <span className="visually-hidden">{label}: </span>How it passes
                          </>
                        }
                        defaultValue={v[by] ?? DEFAULT_ROUTE[asset]}
                        error={e[by] ? fieldMessage("How it passes", e[by]!) : undefined}
                        data={ROUTES_OF[asset].map((route) => ({ value: route, label: ESTATE_ROUTE_CHOICES[route] }))}
                      />
                    </div>
                  );
                })}
              </Stack>
            </fieldset>
            <fieldset className="form-fieldset">
              <legend>What you owe and leave</legend>
              <Stack gap="sm">
                <Field name="debts" label="Everything you owe" unit="$" value={v.debts} error={e.debts} description="Mortgage, loans and cards." />
                <Field name="spouse" label="Left to your spouse" unit="$" value={v.spouse} error={e.spouse} description="A spouse who is a US citizen inherits free of estate tax." />
                <Field name="charity" label="Left to charity" unit="$" value={v.charity} error={e.charity} />
                <Field name="gifts" label="Taxable gifts made in life" unit="$" value={v.gifts} error={e.gifts} description="Gifts above the yearly exclusion, as your gift tax returns show them." />
              </Stack>
            </fieldset>
            <SimpleGrid cols={2} spacing="xs">
              <Field name="minors" label="Children under 18" inputMode="numeric" value={v.minors} error={e.minors} />
              <TaxYearField value={v.year} defaultYear={page.defaultYear} error={e.year} />
            </SimpleGrid>
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <EstateResults result={page.result} /> : null}
    />
  );
}
