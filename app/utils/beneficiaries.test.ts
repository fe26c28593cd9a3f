import { describe, expect, it } from "vitest";
import { beneficiariesFrom, rowsToShow, savedValues } from "./beneficiaries";

describe("the beneficiary form as the save's body", () => {
  it("leaves empty rows out, trims, and reads a share typed with its sign", () => {
    const form = {
      "primary-0-name": "  Ana  Ruiz ",
      "primary-0-relationship": "spouse",
      "primary-0-share": "60 %",
      "primary-1-name": "",
      "primary-1-relationship": "",
      "primary-1-share": "",
      "primary-2-name": "Ben Ruiz",
      "primary-2-relationship": "child",
      "primary-2-share": "40",
      "contingent-0-name": "Red Cross",
      "contingent-0-relationship": "charity",
      "contingent-0-share": "100",
    };
    expect(beneficiariesFrom(form)).toEqual({
      ok: true,
      beneficiaries: [
        { designation: "primary", name: "Ana Ruiz", relationship: "spouse", sharePercent: 60 },
        { designation: "primary", name: "Ben Ruiz", relationship: "child", sharePercent: 40 },
        { designation: "contingent", name: "Red Cross", relationship: "charity", sharePercent: 100 },
      ],
    });
    expect(beneficiariesFrom({})).toEqual({ ok: true, beneficiaries: [] });
  });

  it("names each missing or wrong part on its row's field, whatever rows were left empty before it", () => {
    const form = {
      "primary-0-name": "Ana Ruiz",
      "primary-0-relationship": "spouse",
      "primary-0-share": "33.5",
      "contingent-2-name": "Red Cross",
      "contingent-2-share": "",
      "contingent-3-relationship": "neighbour",
      "contingent-3-share": "ten",
    };
    expect(beneficiariesFrom(form)).toEqual({
      ok: false,
      fieldErrors: {
        "primary-0-share": "must be a whole percentage",
        "contingent-2-relationship": "is required",
        "contingent-2-share": "is required",
        "contingent-3-name": "is required",
        "contingent-3-relationship": "must be one of spouse, partner, child, grandchild, parent, sibling, other-relative, friend, trust, charity, estate",
        "contingent-3-share": "must be a whole percentage",
      },
    });
  });
});

describe("the rows the form shows", () => {
  it("the saved ones and one empty row, at most five; back from a post, as many as it showed and every one filled in", () => {
    expect(rowsToShow(0, {}, "primary")).toBe(1);
    expect(rowsToShow(2, {}, "primary")).toBe(3);
    expect(rowsToShow(5, {}, "primary")).toBe(5);
    expect(rowsToShow(0, { "primary-rows": "3" }, "primary")).toBe(3);
    expect(rowsToShow(0, { "primary-rows": "9" }, "primary")).toBe(5);
    expect(rowsToShow(0, { "primary-rows": "1", "primary-3-name": "Ben" }, "primary")).toBe(4);
    expect(rowsToShow(1, { "primary-rows": "x" }, "contingent")).toBe(2);
  });

  it("fills the rows from the saved review", () => {
    const named = (name: string, relationship: "spouse" | "trust", sharePercent: number) => ({ name, relationship, relationshipLabel: "", sharePercent, amount: "0.00" });
    expect(savedValues({ primary: [named("Ana", "spouse", 100)], contingent: [named("Trust", "trust", 100)] })).toEqual({
      "primary-0-name": "Ana",
      "primary-0-relationship": "spouse",
      "primary-0-share": "100",
      "contingent-0-name": "Trust",
      "contingent-0-relationship": "trust",
      "contingent-0-share": "100",
    });
  });
});
