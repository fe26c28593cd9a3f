import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { estateCalculatorContract } from "#core/contracts/estate";
import { defaultTaxYear } from "#core/tax/withholding";
import { EstateAssetFields, EstateOwedFields } from "~/components/estate/EstateFields";
import { EstateResults } from "~/components/estate/EstateResults";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { Field } from "~/components/planning/Field";
import { TaxYearField } from "~/components/planning/TaxYearField";
import { calculate, calculatorPageData } from "~/upstream/planning.server";
import { ESTATE_KEYS } from "~/utils/calculators";
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
  return (
    <CalculatorLayout
      page={page}
      title="Estate size and checklist"
      intro="What you own and how each item is held decide who receives it and whether it goes through probate. See what your estate holds, how it would pass, and what to put in order."
      form={
        <CalculatorForm label="Estate size and checklist">
          <Stack gap="md">
            <EstateAssetFields values={v} errors={e} />
            <EstateOwedFields values={v} errors={e} />
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
