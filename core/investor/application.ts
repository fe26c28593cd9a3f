import { nameSchema, personalInfoSchema } from "../profile";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { checkDateOfBirth } from "./age";
import { checkSsn } from "./ssn";

// The investor account application (issue "Investor accounts for real" §3, §6): its fields, the
// choices they take, and the review that approves or rejects a submitted application. The
// requirements §5 rules of core/profile.ts (name, address, ZIP, list codes) are reused as they are;
// what is new here is that a field is required, the age, the SSN's issuing rules and uniqueness,
// the signature and the agreements.

export const EMPLOYMENT_STATUSES = ["employed", "self_employed", "retired", "student", "unemployed"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Annual income and net worth are asked as ranges, not amounts. */
export const WEALTH_BANDS = ["under_25k", "25k_50k", "50k_100k", "100k_250k", "250k_1m", "over_1m"] as const;
export type WealthBand = (typeof WEALTH_BANDS)[number];

export const APPLICATION_STATUSES = ["draft", "submitted", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The fields of the application, in the order of the form; rejection reasons are keyed by these names. */
export const APPLICATION_FIELDS = [
  "firstName",
  "lastName",
  "dateOfBirth",
  "ssn",
  "citizenship",
  "address",
  "cityCode",
  "stateCode",
  "zipCode",
  "countryCode",
  "employmentStatus",
  "industry",
  "annualIncome",
  "netWorth",
  "signature",
  "agreementsAccepted",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** An application as saved (a draft may miss any field). `ssn` is the number as typed, only while it is being reviewed. */
export type InvestorApplication = Partial<Record<Exclude<ApplicationField, "agreementsAccepted">, string>> & { agreementsAccepted?: boolean };

/** Employment statuses for which the industry is asked. */
export const STATUSES_WITH_INDUSTRY: readonly EmploymentStatus[] = ["employed", "self_employed"];

/** Membership of the reference lists (requirements §7 geo and industry lists), which the API holds. */
export type ReferenceLists = {
  isCountry(code: string): boolean;
  isUsState(code: string): boolean;
  isCityOf(stateCode: string, cityCode: string): boolean;
  isIndustry(code: string): boolean;
};

export type ReviewContext = {
  /** The member's calendar day, YYYY-MM-DD: the age is reckoned on it. */
  today: string;
  /** Whether this SSN already belongs to another member's account (the caller looks it up by its keyed hash). */
  ssnTaken: boolean;
  /** When given, codes must be in the lists; without it only their form is checked. */
  lists?: ReferenceLists;
};

/** An approved application, normalised: trimmed text, the SSN's 9 digits and last four. */
export type ReviewedApplication = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssnDigits: string;
  ssnLast4: string;
  citizenship: string;
  address: string;
  cityCode: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  employmentStatus: EmploymentStatus;
  industry: string;
  annualIncome: WealthBand;
  netWorth: WealthBand;
  signature: string;
};

export type RejectionReasons = Partial<Record<ApplicationField, string>>;

export type ReviewResult = { status: "approved"; application: ReviewedApplication } | { status: "rejected"; reasons: RejectionReasons };

const COUNTRY_CODE = /^[A-Z]{2}$/;
const shape = personalInfoSchema.shape;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The typed full name a signature must match: spaces collapsed, case ignored. */
export const signatureKey = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");

/**
 * Reviews a submitted application: every rule of every field, all at once, so the member sees
 * every reason on the form. Pure: the day and whether the SSN is taken come from the caller.
 */
export function reviewApplication(application: InvestorApplication, context: ReviewContext): ReviewResult {
  const reasons: RejectionReasons = {};
  const text = (field: Exclude<ApplicationField, "agreementsAccepted">) => (application[field] ?? "").trim();
  const lists = context.lists;

  // Names: the requirements §5 `name` rule, and required.
  const names = { firstName: "", lastName: "" };
  for (const field of ["firstName", "lastName"] as const) {
    const value = text(field);
    const parsed = nameSchema.safeParse(value);
    if (value === "") reasons[field] = INVESTOR_MESSAGES.required;
    else if (!parsed.success) reasons[field] = parsed.error.issues[0]!.message;
    else names[field] = parsed.data;
  }

  const dateOfBirth = checkDateOfBirth(text("dateOfBirth"), context.today);
  if (!dateOfBirth.ok) reasons.dateOfBirth = dateOfBirth.message;

  const ssn = checkSsn(text("ssn"));
  if (!ssn.ok) reasons.ssn = ssn.message;
  else if (context.ssnTaken) reasons.ssn = INVESTOR_MESSAGES.ssnTaken;

  const citizenship = text("citizenship");
  if (citizenship === "") reasons.citizenship = INVESTOR_MESSAGES.required;
  else if (!COUNTRY_CODE.test(citizenship) || (lists && !lists.isCountry(citizenship))) reasons.citizenship = INVESTOR_MESSAGES.citizenship;

  // Address: the profile's rules; the state, city and ZIP code are asked for an address in the US.
  const address = shape.address.safeParse(text("address"));
  if (text("address") === "") reasons.address = INVESTOR_MESSAGES.required;
  else if (!address.success) reasons.address = address.error.issues[0]!.message;

  const countryCode = text("countryCode");
  if (countryCode === "") reasons.countryCode = INVESTOR_MESSAGES.required;
  else if (!COUNTRY_CODE.test(countryCode) || (lists && !lists.isCountry(countryCode))) reasons.countryCode = INVESTOR_MESSAGES.country;

  const inUs = countryCode === "US";
  const stateCode = text("stateCode");
  // The lists hold the US states and their cities; elsewhere only the code's form is checked.
  const stateOk = shape.stateCode.safeParse(stateCode).success && (!lists || stateCode === "" || !inUs || lists.isUsState(stateCode));
  if (inUs && stateCode === "") reasons.stateCode = INVESTOR_MESSAGES.required;
  else if (!stateOk) reasons.stateCode = INVESTOR_MESSAGES.state;

  const cityCode = text("cityCode");
  const cityOk = shape.cityCode.safeParse(cityCode).success && (!lists || cityCode === "" || !inUs || lists.isCityOf(stateCode, cityCode));
  if (inUs && cityCode === "") reasons.cityCode = INVESTOR_MESSAGES.required;
  else if (!cityOk) reasons.cityCode = INVESTOR_MESSAGES.city;

  const zipCode = text("zipCode");
  if (inUs && zipCode === "") reasons.zipCode = INVESTOR_MESSAGES.required;
  else if (!shape.zipCode.safeParse(zipCode).success) reasons.zipCode = INVESTOR_MESSAGES.zip;

  // Employment, and the industry when employed.
  const employmentStatus = text("employmentStatus");
  if (employmentStatus === "") reasons.employmentStatus = INVESTOR_MESSAGES.required;
  else if (!isOneOf(EMPLOYMENT_STATUSES, employmentStatus)) reasons.employmentStatus = INVESTOR_MESSAGES.employmentStatus;

  const industry = text("industry");
  const industryNeeded = isOneOf(EMPLOYMENT_STATUSES, employmentStatus) && STATUSES_WITH_INDUSTRY.includes(employmentStatus);
  if (industryNeeded && industry === "") reasons.industry = INVESTOR_MESSAGES.required;
  else if (industry !== "" && (!shape.industry.safeParse(industry).success || (lists && !lists.isIndustry(industry)))) reasons.industry = INVESTOR_MESSAGES.industry;

  for (const field of ["annualIncome", "netWorth"] as const) {
    const value = text(field);
    if (value === "") reasons[field] = INVESTOR_MESSAGES.required;
    else if (!isOneOf(WEALTH_BANDS, value)) reasons[field] = INVESTOR_MESSAGES.band;
  }

  // The typed signature is the full name given above.
  const signature = text("signature");
  const fullName = names.firstName !== "" && names.lastName !== "" ? `${names.firstName} ${names.lastName}` : null;
  if (signature === "") reasons.signature = INVESTOR_MESSAGES.required;
  else if (fullName === null || signatureKey(signature) !== signatureKey(fullName)) reasons.signature = INVESTOR_MESSAGES.signatureMismatch;

  if (application.agreementsAccepted !== true) reasons.agreementsAccepted = INVESTOR_MESSAGES.agreementsRequired;

  if (Object.keys(reasons).length > 0 || !ssn.ok || !dateOfBirth.ok) return { status: "rejected", reasons };
  return {
    status: "approved",
    application: {
      firstName: names.firstName,
      lastName: names.lastName,
      dateOfBirth: dateOfBirth.value,
      ssnDigits: ssn.digits,
      ssnLast4: ssn.last4,
      citizenship,
      address: text("address"),
      cityCode,
      stateCode,
      zipCode,
      countryCode,
      employmentStatus: employmentStatus as EmploymentStatus,
      industry,
      annualIncome: text("annualIncome") as WealthBand,
      netWorth: text("netWorth") as WealthBand,
      signature,
    },
  };
}
