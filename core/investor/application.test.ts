import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { MESSAGES } from "../messages";
import { PROFILE_MESSAGES } from "../profile";
import { reviewApplication, type InvestorApplication, type ReferenceLists } from "./application";

const TODAY = "2026-11-23";

const complete: InvestorApplication = {
  firstName: "Ada",
  lastName: "Lovelace",
  dateOfBirth: "1990-12-10",
  ssn: "123-45-6789",
  citizenship: "US",
  address: "1 Main Street, Apt 2",
  cityCode: "new-york",
  stateCode: "NY",
  zipCode: "10001",
  countryCode: "US",
  employmentStatus: "employed",
  industry: "52",
  annualIncome: "100k_250k",
  netWorth: "250k_1m",
  signature: "Ada Lovelace",
  agreementsAccepted: true,
};

const review = (changes: InvestorApplication, context: Partial<Parameters<typeof reviewApplication>[1]> = {}) =>
  reviewApplication({ ...complete, ...changes }, { today: TODAY, ssnTaken: false, ...context });

const reasonsOf = (changes: InvestorApplication, context: Partial<Parameters<typeof reviewApplication>[1]> = {}) => {
  const result = review(changes, context);
  return result.status === "rejected" ? result.reasons : {};
};

describe("reviewing an application", () => {
  it("approves a complete application, normalised", () => {
    const result = review({ firstName: "  Ada ", ssn: "123456789", signature: "  ada   LOVELACE " });
    expect(result).toEqual({
      status: "approved",
      application: expect.objectContaining({ firstName: "Ada", lastName: "Lovelace", ssnDigits: "123456789", ssnLast4: "6789", employmentStatus: "employed" }),
    });
  });

  it("takes names in any script, with digits (the requirements §5 name rule)", () => {
    expect(review({ firstName: "小明", lastName: "王", signature: "小明 王" }).status).toBe("approved");
    expect(review({ firstName: "Zoë", lastName: "O2", signature: "zoë o2" }).status).toBe("approved");
  });

  it("rejects an empty application with every field keyed by name", () => {
    const result = reviewApplication({}, { today: TODAY, ssnTaken: false });
    expect(result.status).toBe("rejected");
    const reasons = result.status === "rejected" ? result.reasons : {};
    expect(Object.keys(reasons).sort()).toEqual(
      ["firstName", "lastName", "dateOfBirth", "ssn", "citizenship", "address", "countryCode", "employmentStatus", "annualIncome", "netWorth", "signature", "agreementsAccepted"].sort(),
    );
    expect(reasons.firstName).toBe(INVESTOR_MESSAGES.required);
    expect(reasons.agreementsAccepted).toBe(INVESTOR_MESSAGES.agreementsRequired);
  });

  it("gives every reason at once", () => {
    expect(reasonsOf({ dateOfBirth: "2010-01-01", ssn: "000-12-3456", agreementsAccepted: false })).toEqual({
      dateOfBirth: INVESTOR_MESSAGES.underage,
      ssn: INVESTOR_MESSAGES.ssnArea,
      agreementsAccepted: INVESTOR_MESSAGES.agreementsRequired,
    });
  });

  it.each<[InvestorApplication, Record<string, string>]>([
    [{ firstName: "Ada-Marie" }, { firstName: PROFILE_MESSAGES.invalidName, signature: INVESTOR_MESSAGES.signatureMismatch }],
    [{ lastName: "L".repeat(51) }, { lastName: MESSAGES.fieldTooLong, signature: INVESTOR_MESSAGES.signatureMismatch }],
    [{ dateOfBirth: "1990-02-30" }, { dateOfBirth: INVESTOR_MESSAGES.dateFormat }],
    [{ dateOfBirth: "2008-11-24" }, { dateOfBirth: INVESTOR_MESSAGES.underage }],
    [{ ssn: "123-00-6789" }, { ssn: INVESTOR_MESSAGES.ssnGroup }],
    [{ citizenship: "usa" }, { citizenship: INVESTOR_MESSAGES.citizenship }],
    [{ address: "" }, { address: INVESTOR_MESSAGES.required }],
    [{ address: "x".repeat(201) }, { address: PROFILE_MESSAGES.addressTooLong }],
    [{ stateCode: "", cityCode: "", zipCode: "" }, { stateCode: INVESTOR_MESSAGES.required, cityCode: INVESTOR_MESSAGES.required, zipCode: INVESTOR_MESSAGES.required }],
    [{ zipCode: "1234" }, { zipCode: INVESTOR_MESSAGES.zip }],
    [{ employmentStatus: "busy" }, { employmentStatus: INVESTOR_MESSAGES.employmentStatus }],
    [{ industry: "" }, { industry: INVESTOR_MESSAGES.required }],
    [{ industry: "5 2" }, { industry: INVESTOR_MESSAGES.industry }],
    [{ annualIncome: "lots" }, { annualIncome: INVESTOR_MESSAGES.band }],
    [{ netWorth: "" }, { netWorth: INVESTOR_MESSAGES.required }],
    [{ signature: "A. Lovelace" }, { signature: INVESTOR_MESSAGES.signatureMismatch }],
    [{ signature: "" }, { signature: INVESTOR_MESSAGES.required }],
  ])("rejects %j", (changes, reasons) => {
    expect(reasonsOf(changes)).toEqual(reasons);
  });

  it("refuses an SSN another member's account uses", () => {
    expect(reasonsOf({}, { ssnTaken: true })).toEqual({ ssn: INVESTOR_MESSAGES.ssnTaken });
  });

  it("asks the industry only of those in work", () => {
    expect(review({ employmentStatus: "retired", industry: "" }).status).toBe("approved");
    expect(review({ employmentStatus: "student", industry: "" }).status).toBe("approved");
    expect(reasonsOf({ employmentStatus: "self_employed", industry: "" })).toEqual({ industry: INVESTOR_MESSAGES.required });
  });

  it("asks state, city and ZIP code only for an address in the US", () => {
    expect(review({ countryCode: "GB", stateCode: "", cityCode: "", zipCode: "" }).status).toBe("approved");
  });

  it("checks codes against the lists when it has them", () => {
    const lists: ReferenceLists = {
      isCountry: (code) => ["US", "GB"].includes(code),
      isUsState: (code) => code === "NY",
      isCityOf: (state, city) => state === "NY" && city === "new-york",
      isIndustry: (code) => code === "52",
    };
    expect(review({}, { lists }).status).toBe("approved");
    expect(reasonsOf({ citizenship: "ZZ", countryCode: "ZZ", industry: "99" }, { lists })).toEqual({
      citizenship: INVESTOR_MESSAGES.citizenship,
      countryCode: INVESTOR_MESSAGES.country,
      industry: INVESTOR_MESSAGES.industry,
    });
    expect(reasonsOf({ stateCode: "CA" }, { lists })).toEqual({ stateCode: INVESTOR_MESSAGES.state, cityCode: INVESTOR_MESSAGES.city });
    expect(reasonsOf({ cityCode: "boston" }, { lists })).toEqual({ cityCode: INVESTOR_MESSAGES.city });
    // Outside the US, a state or city code is only checked for its form.
    expect(review({ countryCode: "GB", stateCode: "EN", cityCode: "london", zipCode: "" }, { lists }).status).toBe("approved");
  });

  it("reckons the age on the day it is given", () => {
    expect(review({ dateOfBirth: "2008-11-23" }).status).toBe("approved");
    expect(review({ dateOfBirth: "2008-11-23" }, { today: "2026-11-22" }).status).toBe("rejected");
  });
});
