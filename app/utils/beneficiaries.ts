import { saveBeneficiariesBodySchema, type BeneficiaryInput, type BeneficiaryReview } from "#core/contracts/beneficiaries";
import { DESIGNATIONS, MAX_PER_DESIGNATION, type Designation } from "#core/estate/beneficiaries";

export const BENEFICIARIES_PAGE = "/myworld/service/estate/beneficiaries";
/** The feedback's form name: the page's one form. */
export const BENEFICIARY_FORM = "beneficiaries";

const FIELDS = ["name", "relationship", "share"] as const;
type RowField = (typeof FIELDS)[number];

/** A row's field as the form names it: "primary-0-name". */
export const rowField = (designation: Designation, row: number, field: RowField) => `${designation}-${row}-${field}`;

/** The hidden field holding how many rows of a designation the form shows: "primary-rows". */
export const rowsField = (designation: Designation) => `${designation}-rows`;

/** Every field the form can post, for echoing values back after a refusal. */
export const ALL_ROW_FIELDS = DESIGNATIONS.flatMap((d) => [rowsField(d), ...Array.from({ length: MAX_PER_DESIGNATION }, (_, i) => FIELDS.map((f) => rowField(d, i, f))).flat()]);

/** The submit button that adds a row to a designation without saving (its `intent`). */
export const addRowIntent = (designation: Designation) => `add-${designation}`;

/**
 * The rows the form shows for one designation: those saved and one empty row to add another, or,
 * coming back from the form (a refusal, or "Add a row"), as many as it showed, and never fewer than
 * the member filled in: nothing typed is lost. One to five.
 */
export function rowsToShow(saved: number, echoed: Record<string, string>, designation: Designation): number {
  let lastFilled = -1;
  for (let i = 0; i < MAX_PER_DESIGNATION; i++) if (FIELDS.some((f) => (echoed[rowField(designation, i, f)] ?? "").trim() !== "")) lastFilled = i;
  const asked = Number(echoed[rowsField(designation)] ?? "");
  const shown = Number.isInteger(asked) && asked >= 1 ? asked : saved + 1;
  return Math.min(MAX_PER_DESIGNATION, Math.max(1, shown, lastFilled + 1));
}

/** The form's value of a saved row, as the inputs show it. */
export function savedValues(review: Pick<BeneficiaryReview, "primary" | "contingent">): Record<string, string> {
  const values: Record<string, string> = {};
  for (const designation of DESIGNATIONS)
    review[designation].forEach((b, i) => {
      values[rowField(designation, i, "name")] = b.name;
      values[rowField(designation, i, "relationship")] = b.relationship;
      values[rowField(designation, i, "share")] = String(b.sharePercent);
    });
  return values;
}

/** "34", "34 %" or "34%" as the number the API takes; "" as nothing (the contract then says it is required). */
function shareOf(text: string): number | undefined {
  const plain = text.replace(/[%\s]/g, "");
  return plain === "" ? undefined : Number(plain);
}

export type BeneficiaryFormResult = { ok: true; beneficiaries: BeneficiaryInput[] } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The posted rows as the save's body, checked by the API's own contract first: a row left wholly
 * empty is left out, a row partly filled is sent and its missing parts are named on its fields.
 */
export function beneficiariesFrom(form: Record<string, string>): BeneficiaryFormResult {
  const rows: Array<{ designation: Designation; row: number; input: Record<string, unknown> }> = [];
  for (const designation of DESIGNATIONS)
    for (let row = 0; row < MAX_PER_DESIGNATION; row++) {
      const value = (f: RowField) => (form[rowField(designation, row, f)] ?? "").trim();
      if (FIELDS.every((f) => value(f) === "")) continue;
      rows.push({ designation, row, input: { designation, name: value("name"), relationship: value("relationship") || undefined, sharePercent: shareOf(value("share")) } });
    }
  const parsed = saveBeneficiariesBodySchema.safeParse({ beneficiaries: rows.map((r) => r.input) });
  if (parsed.success) return { ok: true, beneficiaries: parsed.data.beneficiaries };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [, index, key] = issue.path;
    const at = typeof index === "number" ? rows[index] : undefined;
    const field: RowField | null = key === "name" ? "name" : key === "relationship" ? "relationship" : key === "sharePercent" ? "share" : null;
    if (at && field) fieldErrors[rowField(at.designation, at.row, field)] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
