import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { FEDERAL_TAX_YEARS } from "#core/tax/federal-tax-tables";
import { fieldMessage } from "~/utils/calculators";

const YEAR_CHOICES = FEDERAL_TAX_YEARS.map((year) => String(year));

/** A calculator's "Tax year": the years the federal tables have, this year (or the latest) unless the URL names one. */
export function TaxYearField({ value, defaultYear, error }: { value: string | undefined; defaultYear: string; error: string | undefined }) {
  return <NativeSelect name="year" id="field-year" label="Tax year" defaultValue={value ?? defaultYear} error={error ? fieldMessage("Tax year", error) : undefined} data={YEAR_CHOICES} />;
}
