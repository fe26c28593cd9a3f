import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { fieldMessage } from "~/utils/calculators";

/**
 * One input of a calculator: named by its URL key, labelled in words, with the API's message for it
 * ("must be at most 30") written after the label ("Annual rate must be at most 30").
 */
export function Field({
  name,
  label,
  value,
  error,
  description,
  unit,
  type = "text",
  inputMode = "decimal",
}: {
  name: string;
  label: string;
  value: string | undefined;
  error?: string;
  description?: string;
  unit?: "$" | "%" | "years" | "months" | "days";
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric" | "text";
}) {
  return (
    <TextInput
      name={name}
      id={`field-${name}`}
      label={label}
      description={description}
      defaultValue={value ?? ""}
      error={error ? fieldMessage(label, error) : undefined}
      type={type}
      inputMode={type === "date" ? undefined : inputMode}
      autoComplete="off"
      leftSection={unit === "$" ? "$" : undefined}
      leftSectionPointerEvents="none"
      rightSection={unit === "%" ? "%" : unit === "years" ? "yrs" : unit === "months" ? "mos" : unit === "days" ? "days" : undefined}
      rightSectionPointerEvents="none"
      rightSectionWidth={unit === "years" || unit === "months" || unit === "days" ? 44 : undefined}
    />
  );
}
