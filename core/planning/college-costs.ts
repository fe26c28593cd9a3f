import { asCents, type Cents } from "../money";

// The college savings calculator's starting figures (issue "Planning and budgeting" §1, the
// education service's "College savings calculators"): the average yearly cost of attendance of a
// full-time undergraduate living on campus in 2025–26, from College Board, "Trends in College
// Pricing and Student Aid 2025" (published November 2025). The cost of attendance is tuition and
// fees plus housing and food (the billed charges) plus books, supplies, transportation and personal
// expenses. The report's parts, for whoever updates these next November:
//   public four-year, in-state:      tuition and fees $11,950, housing and food $13,900, in all $30,990
//   public four-year, out-of-state:  tuition and fees $31,880, housing and food $13,900, in all $50,920
//   private nonprofit four-year:     tuition and fees $45,000, housing and food $15,920, in all $65,470
// In 2025–26 tuition and fees rose 2.9 %, 3.4 % and 4.0 %, housing and food 4.4 %: the calculator's
// default cost growth of 4 % a year sits in that range.

export const SCHOOL_TYPES = ["public-in-state", "public-out-of-state", "private"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const COLLEGE_COST_YEAR = "2025–26";
export const COLLEGE_COST_SOURCE = "College Board, Trends in College Pricing and Student Aid 2025";
export const DEFAULT_COST_GROWTH_PERCENT = 4;

export const AVERAGE_COST_OF_ATTENDANCE: Record<SchoolType, Cents> = {
  "public-in-state": asCents(30_990_00),
  "public-out-of-state": asCents(50_920_00),
  private: asCents(65_470_00),
};
