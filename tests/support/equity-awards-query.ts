/**
 * 4,800 restricted stock units at $50 a share, vesting over four years from 31 January 2025 with a
 * one-year cliff and then monthly; the 2026 taxes of a single filer with $150,000 of other wages and
 * $400,000 invested elsewhere. The API test works its figures by hand (core/entrepreneurship/
 * equity-awards.test.ts has the schedule's); the fuzzing starts from it.
 */
export const EQUITY_AWARDS_QUERY = {
  kind: "rsu",
  shares: "4800",
  price: "50",
  start: "2025-01-31",
  years: "4",
  cliff: "12",
  every: "monthly",
  year: "2026",
  status: "single",
  wages: "150000",
  other: "400000",
};
