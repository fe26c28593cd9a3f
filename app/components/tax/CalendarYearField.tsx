import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { FIRST_YEAR, LAST_YEAR } from "#core/contracts/family-calendar";
import { fieldMessage } from "~/utils/calculators";

const YEAR_CHOICES = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => String(FIRST_YEAR + i));

/** "Tax year" for the pages that lay out a year's deadlines (the family calendar, the foundation): the years their rules plan, today's unless the URL names one. */
export function CalendarYearField({ value, defaultYear, error, label = "Tax year" }: { value: string | undefined; defaultYear: string; error: string | undefined; label?: string }) {
  return <NativeSelect name="year" id="field-year" label={label} defaultValue={value ?? defaultYear} error={error ? fieldMessage(label, error) : undefined} data={YEAR_CHOICES} />;
}
