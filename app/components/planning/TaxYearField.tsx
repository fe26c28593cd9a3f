import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { FILING_STATUS_CHOICES } from "#core/messages/tax";
import { FEDERAL_TAX_YEARS } from "#core/tax/federal-tax-tables";
import { fieldMessage } from "~/utils/calculators";

const YEAR_CHOICES = FEDERAL_TAX_YEARS.map((year) => String(year));

/** A calculator's "Tax year": the years the federal tables have, this year (or the latest) unless the URL names one. */
export function TaxYearField({ value, defaultYear, error }: { value: string | undefined; defaultYear: string; error: string | undefined }) {
  return <NativeSelect name="year" id="field-year" label="Tax year" defaultValue={value ?? defaultYear} error={error ? fieldMessage("Tax year", error) : undefined} data={YEAR_CHOICES} />;
}

/** A tax calculator's year and filing status, side by side (single unless the URL names another). */
export function TaxYearAndStatus({ year, status, defaultYear, errors }: { year: string | undefined; status: string | undefined; defaultYear: string; errors: { year?: string; status?: string } }) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      <TaxYearField value={year} defaultYear={defaultYear} error={errors.year} />
      <NativeSelect
        name="status"
        id="field-status"
        label="Filing status"
        defaultValue={status ?? "single"}
        error={errors.status ? fieldMessage("Filing status", errors.status) : undefined}
        data={[...FILING_STATUS_CHOICES]}
      />
    </SimpleGrid>
  );
}
