import { returnSectionsSchema, type ReturnDataView } from "#core/contracts/tax";
import { FEDERAL_TAX_YEARS, type TaxYear } from "#core/tax/federal-tax-tables";
import { FILING_STEPS, MAX_DEPENDENTS, MAX_W2, type FilingStep } from "#core/tax/filing";

// The filing wizard's pages (issue "Tax" §2): its URLs and the reading of each step's form into the
// sections of POST /api/taxing/save (pure: no I/O). Field names are the sections' dotted paths
// ("taxpayer.ssn", "income.w2.0.wages"), so a problem the schema names lands on its field.

export const FILING_PAGE = "/myworld/service/tax/filing";

/** The year a page names (?year=), else the first year of the tables: the return filed this season. */
export function yearOf(value: string | null | undefined): TaxYear {
  const year = Number(value);
  return (FEDERAL_TAX_YEARS as number[]).includes(year) ? (year as TaxYear) : FEDERAL_TAX_YEARS[0]!;
}

export function stepOf(value: string | null | undefined): FilingStep | null {
  return (FILING_STEPS as readonly string[]).includes(value ?? "") ? (value as FilingStep) : null;
}

export const stepHref = (year: number, step?: FilingStep) => `${FILING_PAGE}?year=${year}${step ? `&step=${step}` : ""}`;
export const pdfHref = (year: number) => `${FILING_PAGE}/pdf?year=${year}`;

export function nextStep(step: FilingStep): FilingStep {
  return FILING_STEPS[Math.min(FILING_STEPS.indexOf(step) + 1, FILING_STEPS.length - 1)]!;
}
export function previousStep(step: FilingStep): FilingStep | null {
  const i = FILING_STEPS.indexOf(step);
  return i > 0 ? FILING_STEPS[i - 1]! : null;
}

/** The rows a step's form shows: the saved ones and one blank row to add another (up to the limit). */
export const rowsShown = (saved: number, max: number) => Math.min(saved + 1, max);

type Form = Record<string, string>;
export type FieldErrors = Record<string, string>;
export type SectionsReading = { ok: true; body: Record<string, unknown> } | { ok: false; fieldErrors: FieldErrors };

/** An amount as typed ("$85,000", " 1,234.56 ") as the API takes it; a blank leaves it out (0). */
function amountOf(value: string | undefined): string | undefined {
  const cleaned = (value ?? "").replace(/[$,\s]/g, "");
  return cleaned === "" ? undefined : cleaned;
}

const textOf = (form: Form, name: string) => form[name] ?? "";
const ticked = (form: Form, name: string) => form[name] === "on" || form[name] === "true";
const amounts = <K extends string>(form: Form, prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, amountOf(form[`${prefix}.${k}`])]).filter(([, v]) => v !== undefined)) as Partial<Record<K, string>>;

function person(form: Form, prefix: string) {
  return {
    firstName: textOf(form, `${prefix}.firstName`),
    lastName: textOf(form, `${prefix}.lastName`),
    ssn: textOf(form, `${prefix}.ssn`),
    dateOfBirth: textOf(form, `${prefix}.dateOfBirth`),
    blind: ticked(form, `${prefix}.blind`),
  };
}

/** How many rows of a list the form posted (its hidden "<list>.rows" field), within the limit. */
const rowCount = (form: Form, list: string, max: number) => Math.max(0, Math.min(Number.parseInt(form[`${list}.rows`] ?? "0", 10) || 0, max + 1));

/** One step's form as the sections it saves. A list's blank rows are left out (that is how a row is removed). */
export function sectionsFromForm(step: FilingStep, form: Form): Record<string, unknown> {
  switch (step) {
    case "status":
      return { filingStatus: textOf(form, "filingStatus"), taxpayer: person(form, "taxpayer"), spouse: person(form, "spouse") };
    case "dependents": {
      const dependents = [];
      for (let i = 0; i < rowCount(form, "dependents", MAX_DEPENDENTS); i++) {
        const p = `dependents.${i}`;
        const row = { firstName: textOf(form, `${p}.firstName`), lastName: textOf(form, `${p}.lastName`), ssn: textOf(form, `${p}.ssn`), dateOfBirth: textOf(form, `${p}.dateOfBirth`) };
        if (Object.values(row).every((v) => v.trim() === "")) continue;
        const key = textOf(form, `${p}.key`);
        dependents.push({ ...(key ? { key } : {}), ...row, relationship: textOf(form, `${p}.relationship`) });
      }
      return { dependents };
    }
    case "income": {
      const w2 = [];
      for (let i = 0; i < rowCount(form, "income.w2", MAX_W2); i++) {
        const p = `income.w2.${i}`;
        const employer = textOf(form, `${p}.employer`);
        const wages = amountOf(form[`${p}.wages`]);
        const withheld = amountOf(form[`${p}.withheld`]);
        if (employer.trim() === "" && wages === undefined && withheld === undefined) continue;
        w2.push({ employer, ...(wages !== undefined ? { wages } : {}), ...(withheld !== undefined ? { withheld } : {}) });
      }
      const rest = amounts(form, "income", ["taxableInterest", "ordinaryDividends", "qualifiedDividends", "shortTermCapitalGains", "longTermCapitalGains", "selfEmploymentIncome", "otherIncome"] as const);
      return { income: { w2, ...rest } };
    }
    case "adjustments":
      return { adjustments: amounts(form, "adjustments", ["traditionalIra", "hsa", "studentLoanInterest"] as const) };
    case "deductions":
      return { deductions: amounts(form, "deductions", ["stateAndLocalTaxes", "mortgageInterest", "charitable", "medical"] as const) };
    case "credits":
      return { credits: amounts(form, "credits", ["estimatedPayments"] as const) };
    case "review":
      return {};
  }
}

/**
 * The step's form checked with the save's own schema: the sections to send, or each field's first
 * problem under the field's name. The W-2 and dependent rows are numbered as posted (blank rows
 * left out), so a problem names the row as the member sees it.
 */
export function readStep(step: FilingStep, form: Form): SectionsReading {
  const sections = sectionsFromForm(step, form);
  const parsed = returnSectionsSchema.safeParse(sections);
  if (parsed.success) return { ok: true, body: sections };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "form"] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** The amount as a form shows it: blank for zero. */
export const amountField = (value: string) => (value === "0.00" ? "" : value);

/** The form's values for a step as saved (what the fields show); SSNs never (they are only masked). */
export function savedValues(data: ReturnDataView): Record<string, string> {
  const values: Record<string, string> = { filingStatus: data.filingStatus };
  for (const who of ["taxpayer", "spouse"] as const) {
    values[`${who}.firstName`] = data[who].firstName;
    values[`${who}.lastName`] = data[who].lastName;
    values[`${who}.dateOfBirth`] = data[who].dateOfBirth;
  }
  data.dependents.forEach((d, i) => {
    Object.assign(values, { [`dependents.${i}.key`]: d.key, [`dependents.${i}.firstName`]: d.firstName, [`dependents.${i}.lastName`]: d.lastName, [`dependents.${i}.dateOfBirth`]: d.dateOfBirth, [`dependents.${i}.relationship`]: d.relationship });
  });
  data.income.w2.forEach((row, i) => {
    Object.assign(values, { [`income.w2.${i}.employer`]: row.employer, [`income.w2.${i}.wages`]: amountField(row.wages), [`income.w2.${i}.withheld`]: amountField(row.withheld) });
  });
  const { w2: _w2, ...income } = data.income;
  for (const [section, fields] of [["income", income], ["adjustments", data.adjustments], ["deductions", data.deductions], ["credits", data.credits]] as const) {
    for (const [k, v] of Object.entries(fields)) values[`${section}.${k}`] = amountField(v);
  }
  return values;
}

/** The form's fields worth echoing after a refused save: everything typed except the SSNs. */
export const echoable = (form: Form) => Object.keys(form).filter((k) => !k.endsWith(".ssn") && k !== "intent" && k !== "step" && k !== "year");

// ---- Business tax (issue "Tax" §3) ----------------------------------------------------------------

export const BUSINESS_PAGE = "/myworld/service/tax/business";

/** The business form's fields as the API's body ("revenue.sales" → revenue.sales); blanks left out. */
export function businessRequestFrom(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { taxYear: Number(values.taxYear) || values.taxYear, entity: values.entity ?? "" };
  const nested: Record<string, Record<string, string>> = {};
  for (const [name, raw] of Object.entries(values)) {
    const value = amountOf(raw);
    if (value === undefined) continue;
    const [group, field] = name.split(".");
    if ((group === "revenue" || group === "expenses") && field) (nested[group] ??= {})[field] = value;
    else if (["otherWages", "withholding", "reasonableSalary", "priorYearTax", "priorYearAgi"].includes(name)) body[name] = value;
    else if (name === "ownershipShare") body[name] = raw.trim().replace(/%$/, "").trim();
  }
  if (values.filingStatus) body.filingStatus = values.filingStatus;
  return { ...body, ...nested };
}
