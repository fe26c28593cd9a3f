import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { collegeCalculatorContract } from "#core/contracts/planning";
import { SCHOOL_TYPE_TITLES } from "#core/messages/planning";
import { formatUsd } from "#core/money";
import { AVERAGE_COST_OF_ATTENDANCE, COLLEGE_COST_YEAR, SCHOOL_TYPES } from "#core/planning/college-costs";
import { CalculatorForm } from "~/components/planning/CalculatorForm";
import { CalculatorLayout } from "~/components/planning/CalculatorLayout";
import { CollegeResults } from "~/components/planning/CollegeResults";
import { Field } from "~/components/planning/Field";
import { loadCalculator } from "~/upstream/planning.server";
import { COLLEGE_KEYS, fieldMessage } from "~/utils/calculators";
import { pageMeta } from "~/utils/meta";

// The education service's college savings calculator: what the years of college will cost and the
// monthly saving that pays for them, beside the outcomes of another return or a later start. The
// inputs are the URL's keys, like the other calculators'.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("College savings calculator · My World", "What college will cost and how much to save each month for it.");

/** A fresh visit's example: a public in-state college in ten years, $5,000 saved, 5 % a year. */
const EXAMPLE = { school: "public-in-state", years: "10", study: "4", growth: "4", savings: "5000", return: "5" };

const SCHOOL_CHOICES = SCHOOL_TYPES.map((value) => ({ value, label: `${SCHOOL_TYPE_TITLES[value]} (${formatUsd(AVERAGE_COST_OF_ATTENDANCE[value], { cents: false })})` }));

export const loader = (args: LoaderFunctionArgs) => loadCalculator(args, { service: "education", contract: collegeCalculatorContract, keys: COLLEGE_KEYS, example: EXAMPLE });

export default function CollegeCalculatorPage() {
  const page = useLoaderData<typeof loader>();
  const { values: v, fieldErrors: e } = page;
  return (
    <CalculatorLayout
      page={page}
      title="College savings calculator"
      intro="What college will cost by the time it starts, and how much to put aside each month for it."
      form={
        <CalculatorForm label="College savings calculator">
          <Stack gap="sm">
            <NativeSelect
              name="school"
              id="field-school"
              label="Type of school"
              description={`Four-year colleges: the ${COLLEGE_COST_YEAR} average yearly cost of attendance, living on campus.`}
              defaultValue={v.school ?? "public-in-state"}
              error={e.school ? fieldMessage("Type of school", e.school) : undefined}
              data={SCHOOL_CHOICES}
            />
            <Field
              name="cost"
              label="Or your school's yearly cost"
              unit="$"
              value={v.cost}
              error={e.cost}
              description="Its cost of attendance today, from its financial aid pages. Leave blank for the average above."
            />
            <SimpleGrid cols={2} spacing="xs">
              <Field name="years" label="Years until college" inputMode="numeric" value={v.years} error={e.years} />
              <Field name="study" label="Years of study" inputMode="numeric" value={v.study} error={e.study} />
            </SimpleGrid>
            <Field name="savings" label="Saved today" unit="$" value={v.savings} error={e.savings} />
            <Field name="growth" label="Cost growth a year" unit="%" value={v.growth} error={e.growth} description="Published charges rose 2.9% to 4.4% in 2025–26." />
            <Field name="return" label="Expected return a year" unit="%" value={v.return} error={e.return} />
          </Stack>
        </CalculatorForm>
      }
      results={page.result ? <CollegeResults result={page.result} /> : null}
    />
  );
}
