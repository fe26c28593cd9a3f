import { describe, expect, it } from "vitest";
import { FILING_STATUSES } from "../tax/federal-tax-tables";
import { FILING_STATUS_CHOICES, FILING_STATUS_LABELS, FILING_STATUS_TITLES } from "./tax";

describe("the filing statuses' names", () => {
  it("are lower case inside a sentence and start with a capital where they stand alone", () => {
    expect(FILING_STATUS_LABELS.married_filing_jointly).toBe("married filing jointly");
    expect(FILING_STATUS_TITLES.married_filing_jointly).toBe("Married filing jointly");
    expect(FILING_STATUS_TITLES.single).toBe("Single");
  });

  it("list every status once, in the tables' order, as a select's options", () => {
    expect(FILING_STATUS_CHOICES.map((c) => c.value)).toEqual([...FILING_STATUSES]);
    expect(FILING_STATUS_CHOICES.find((c) => c.value === "head_of_household")?.label).toBe("Head of household");
  });
});
