import { describe, expect, it } from "vitest";
import { BENEFICIARY_MESSAGES, findingText } from "../messages/beneficiaries";
import { designationFindings, designationProblems, partsOf, reviewIsDue, titlingOf, type Beneficiary } from "./beneficiaries";

const b = (designation: Beneficiary["designation"], name: string, relationship: Beneficiary["relationship"], sharePercent: number): Beneficiary => ({ designation, name, relationship, sharePercent });
const review = (beneficiaries: Beneficiary[], over: Partial<Parameters<typeof designationFindings>[0]> = {}) =>
  designationFindings({ beneficiaries, stateCode: "NY", reviewedOn: "2026-01-10", today: "2026-11-30", ...over }).map((f) => f.key);

describe("designationProblems", () => {
  it("allows none at all, and each designation's shares adding up to 100", () => {
    expect(designationProblems([])).toEqual([]);
    expect(designationProblems([b("primary", "Ana", "spouse", 100)])).toEqual([]);
    expect(designationProblems([b("primary", "Ana", "spouse", 50), b("primary", "Ben", "child", 50), b("contingent", "Trust", "trust", 100)])).toEqual([]);
  });

  it("names the designation whose shares do not add up, with their total", () => {
    expect(designationProblems([b("primary", "Ana", "spouse", 60), b("primary", "Ben", "child", 30)])).toEqual([{ rule: "shares-total", designation: "primary", total: 90 }]);
    expect(designationProblems([b("primary", "Ana", "spouse", 100), b("contingent", "Ben", "child", 100), b("contingent", "Cleo", "child", 20)])).toEqual([{ rule: "shares-total", designation: "contingent", total: 120 }]);
  });

  it("refuses contingent beneficiaries without a primary one, and a sixth in one designation", () => {
    expect(designationProblems([b("contingent", "Ben", "child", 100)])).toEqual([{ rule: "contingent-without-primary" }]);
    const six = [50, 10, 10, 10, 10, 10].map((share, i) => b("primary", `Heir ${i}`, "friend", share));
    expect(designationProblems(six)).toEqual([{ rule: "too-many", designation: "primary" }]);
    expect(designationProblems(six.slice(1).map((x) => ({ ...x, sharePercent: 20 })))).toEqual([]);
  });

  it("finds a name twice without case or extra spaces, and says it as first written, once", () => {
    const list = [b("primary", "Ana  Ruiz", "spouse", 40), b("primary", "ana ruiz", "spouse", 30), b("primary", "ANA RUIZ ", "spouse", 30)];
    expect(designationProblems(list)).toEqual([{ rule: "named-twice", designation: "primary", name: "Ana Ruiz" }]);
    // The same person may be primary and contingent.
    expect(designationProblems([b("primary", "Ana", "spouse", 100), b("contingent", "Ana", "spouse", 100)])).toEqual([]);
  });

  it("each problem is a sentence", () => {
    expect(BENEFICIARY_MESSAGES.problem({ rule: "shares-total", designation: "contingent", total: 120 })).toBe("The contingent beneficiaries' shares add up to 120%, and they must add up to 100%.");
    expect(BENEFICIARY_MESSAGES.problem({ rule: "too-many", designation: "primary" })).toBe("Name at most 5 primary beneficiaries.");
  });
});

describe("titlingOf and partsOf", () => {
  it("is individual until a primary beneficiary is named, then transfer on death", () => {
    expect(titlingOf([])).toBe("individual");
    expect(titlingOf([b("primary", "Ana", "spouse", 100)])).toBe("individual-tod");
  });

  it("splits the value in whole cents adding up to it, the leftover cents to the largest remainders", () => {
    // $100.00 in thirds of 34/33/33: 34.00, 33.00, 33.00 exactly.
    expect(partsOf([b("primary", "A", "child", 34), b("primary", "B", "child", 33), b("primary", "C", "child", 33)], 10_000)).toEqual([3_400, 3_300, 3_300]);
    // $0.10 at 33/33/34: exact parts 3.3, 3.3, 3.4 cents → 3, 3, 3 and the one cent left to C's .4.
    expect(partsOf([b("primary", "A", "child", 33), b("primary", "B", "child", 33), b("primary", "C", "child", 34)], 10)).toEqual([3, 3, 4]);
    // $0.02 at 50/50: one cent each; $0.01: the tie goes to the first named.
    expect(partsOf([b("primary", "A", "child", 50), b("primary", "B", "child", 50)], 2)).toEqual([1, 1]);
    expect(partsOf([b("primary", "A", "child", 50), b("primary", "B", "child", 50)], 1)).toEqual([1, 0]);
    expect(partsOf([], 10_000)).toEqual([]);
  });
});

describe("designationFindings", () => {
  it("no one named: the account goes through the estate; nothing about contingents yet", () => {
    expect(review([])).toEqual(["none-named"]);
  });

  it("a primary without a contingent, the estate named, children who may be minors", () => {
    expect(review([b("primary", "Ana", "spouse", 100)])).toEqual(["no-contingent"]);
    expect(review([b("primary", "My estate", "estate", 100)])).toEqual(["estate-named", "no-contingent"]);
    const kids = designationFindings({ beneficiaries: [b("primary", "Ben", "child", 50), b("primary", "Cleo", "grandchild", 50), b("contingent", "Ben", "child", 100)], stateCode: "NY", reviewedOn: null, today: "2026-11-30" });
    expect(kids).toEqual([{ key: "minor-possible", names: ["Ben", "Cleo"] }]);
    expect(findingText(kids[0]!)).toBe(
      "If Ben and Cleo are under 18 at your death, a minor cannot take the account directly and a court may appoint someone to manage it. Naming a trust, or a custodian under your state's Uniform Transfers to Minors Act, avoids that.",
    );
  });

  it("in a community property state, unless a spouse is named for half or more", () => {
    const inTexas = (list: Beneficiary[]) => review(list, { stateCode: "TX" });
    expect(inTexas([])).toEqual(["none-named", "community-property"]);
    expect(inTexas([b("primary", "Ana", "spouse", 49), b("primary", "Dan", "friend", 51), b("contingent", "T", "trust", 100)])).toEqual(["community-property"]);
    expect(inTexas([b("primary", "Ana", "spouse", 50), b("primary", "Dan", "friend", 50), b("contingent", "T", "trust", 100)])).toEqual([]);
    // A spouse named only as contingent does not count.
    expect(inTexas([b("primary", "Dan", "friend", 100), b("contingent", "Ana", "spouse", 100)])).toEqual(["community-property"]);
    expect(review([], { stateCode: "" })).toEqual(["none-named"]);
    expect(findingText({ key: "community-property", stateName: "Texas" })).toMatch(/^You live in Texas, a community property state\. If you are married/);
  });

  it("asks for a review more than three years after the last save, not on the third anniversary", () => {
    expect(reviewIsDue("2023-11-30", "2026-11-30")).toBe(false);
    expect(reviewIsDue("2023-11-29", "2026-11-30")).toBe(true);
    // Saved on a leap day: due from the day after February 28 three years on.
    expect(reviewIsDue("2024-02-29", "2027-02-28")).toBe(false);
    expect(reviewIsDue("2024-02-29", "2027-03-01")).toBe(true);
    const old = designationFindings({ beneficiaries: [b("primary", "Ana", "spouse", 100), b("contingent", "T", "trust", 100)], stateCode: "NY", reviewedOn: "2022-05-01", today: "2026-11-30" });
    expect(old).toEqual([{ key: "review-due", reviewedOn: "2022-05-01" }]);
    expect(findingText(old[0]!)).toBe(
      "You last saved these designations on May 1, 2022, more than 3 years ago. Review them after a marriage, divorce, birth or death in the family, and at least every 3 years.",
    );
  });
});
