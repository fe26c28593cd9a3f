import { describe, expect, it } from "vitest";
import { irsDueDate, legalHolidays } from "./due-dates";
import { estimatedPaymentDates } from "./estimated-tax";

describe("irsDueDate", () => {
  it("moves a deadline off a weekend", () => {
    expect(irsDueDate("2025-06-15")).toBe("2025-06-16"); // a Sunday
    expect(irsDueDate("2026-08-15")).toBe("2026-08-17"); // a Saturday
    expect(irsDueDate("2026-04-15")).toBe("2026-04-15"); // a Wednesday
  });

  it("moves April 15 past Emancipation Day as the District observes it", () => {
    // 2022: April 16 a Saturday, observed Friday the 15th: Monday the 18th.
    expect(irsDueDate("2022-04-15")).toBe("2022-04-18");
    // 2023 and 2028: the 15th a Saturday, the 16th a Sunday observed on Monday the 17th: Tuesday the 18th.
    expect(irsDueDate("2023-04-15")).toBe("2023-04-18");
    expect(irsDueDate("2028-04-15")).toBe("2028-04-18");
  });

  it("moves January 15 off Martin Luther King Jr. Day", () => {
    // The third Monday of January 2024 and 2029 is the 15th.
    expect(irsDueDate("2024-01-15")).toBe("2024-01-16");
    expect(irsDueDate("2029-01-15")).toBe("2029-01-16");
    expect(estimatedPaymentDates(2028)).toEqual(["2028-04-18", "2028-06-15", "2028-09-15", "2029-01-16"]);
  });

  it("lists the year's holidays as observed", () => {
    const h = legalHolidays(2026);
    for (const day of ["2026-01-01", "2026-01-19", "2026-02-16", "2026-04-16", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25"]) expect(h.has(day), day).toBe(true);
    expect(h.size).toBe(12);
  });
});
