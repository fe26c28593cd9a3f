import { centsOfDecimalString, type Cents } from "#core/money";
import type { ApplicationField } from "#core/investor";

// Pure helpers of the investor pages (issue "Investor accounts for real"): amounts as the API
// writes them, and the steps of the application form.

/** "150000.00" or "-12.50" (the API's decimal strings, core/contracts/investor.ts) → integer cents. */
export const centsOf = centsOfDecimalString;

/** The steps of the application, in order; each is one page (?step=…) that saves its fields. */
export const APPLICATION_STEPS = ["personal", "address", "employment", "finances", "assessment", "agreements", "review"] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The fields each step saves; the assessment and review steps save none. */
export const STEP_FIELDS: Record<ApplicationStep, readonly ApplicationField[]> = {
  personal: ["firstName", "lastName", "dateOfBirth", "ssn", "citizenship"],
  address: ["address", "countryCode", "stateCode", "cityCode", "zipCode"],
  employment: ["employmentStatus", "industry"],
  finances: ["annualIncome", "netWorth"],
  assessment: [],
  agreements: ["signature", "agreementsAccepted"],
  review: [],
};

/** The step a URL names; anything else (missing, unknown) is the first step. */
export function stepOf(value: string | null | undefined): ApplicationStep {
  return (APPLICATION_STEPS as readonly string[]).includes(value ?? "") ? (value as ApplicationStep) : "personal";
}

/** The step after this one (the review stays the review). */
export function nextStep(step: ApplicationStep): ApplicationStep {
  return APPLICATION_STEPS[Math.min(APPLICATION_STEPS.indexOf(step) + 1, APPLICATION_STEPS.length - 1)]!;
}

/** The step before this one, or null on the first. */
export function previousStep(step: ApplicationStep): ApplicationStep | null {
  const index = APPLICATION_STEPS.indexOf(step);
  return index > 0 ? APPLICATION_STEPS[index - 1]! : null;
}

/** The step a field belongs to (a rejection reason links there). */
export function stepOfField(field: string): ApplicationStep {
  for (const step of APPLICATION_STEPS) if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  return "review";
}

/** Rejection reasons grouped by step, in the form's order. */
export function reasonsByStep(reasons: Partial<Record<string, string>>): Array<{ step: ApplicationStep; field: string; message: string }> {
  const list: Array<{ step: ApplicationStep; field: string; message: string }> = [];
  for (const step of APPLICATION_STEPS) {
    for (const field of STEP_FIELDS[step]) {
      const message = reasons[field];
      if (message) list.push({ step, field, message });
    }
  }
  return list;
}

/** The href of one step of the application. */
export const stepHref = (step: ApplicationStep) => `/myworld/service/investments/open-account?step=${step}`;

/** Whether a page with these transfers should look again soon: one is still pending. */
export const hasPendingTransfer = (transfers: ReadonlyArray<{ status: string }>) => transfers.some((t) => t.status === "pending");

/** The share of the way from one tier's floor to the next, 0–100, from cents (no floating-point amounts). */
export function tierProgress(total: Cents | null, from: Cents, to: Cents | null): number {
  if (to === null) return 100;
  if (total === null || to <= from) return 0;
  return Math.min(100, Math.max(0, ((total - from) / (to - from)) * 100));
}

/** What the resume step needs to know of the saved application. */
export type SavedApplication = {
  application: Record<string, string | boolean> & { ssnMasked: string; employmentStatus: string; agreementsAccepted: boolean };
  assessmentDone: boolean;
};

/**
 * Where to come back to: the first step with an answer still missing (the assessment when it is
 * not on file), else the review. The industry is asked only of the employed and self-employed.
 */
export function resumeStep(saved: SavedApplication): ApplicationStep {
  const a = saved.application;
  const missing = (field: string): boolean => {
    if (field === "ssn") return a.ssnMasked === "";
    if (field === "agreementsAccepted") return a.agreementsAccepted !== true;
    if (field === "industry") return (a.employmentStatus === "employed" || a.employmentStatus === "self_employed") && a.industry === "";
    return a[field] === "" || a[field] === undefined;
  };
  for (const step of APPLICATION_STEPS) {
    if (step === "assessment" && !saved.assessmentDone) return step;
    if (STEP_FIELDS[step].some(missing)) return step;
  }
  return "review";
}
