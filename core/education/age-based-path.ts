// The age-based path the education savings review measures a 529 or Coverdell account against (the
// education service's Gold card "Education savings investment review"): 90 % in stocks 16 years or
// more before enrollment, 5 points less each year nearer, 10 % from enrollment on, when the bills
// come. The usual range is 10 points either side. States' age-based portfolios differ (some are
// more conservative, some more aggressive); this is a common middle. Percentages are basis points.

export const AGE_BASED_PATH = { farStockBp: 9_000, perYearBp: 500, atEnrollmentBp: 1_000, bandBp: 1_000 } as const;

/** The path's share in stocks `yearsToEnrollment` whole years before enrollment (0 or less: enrolled). */
export function ageBasedStockShareBp(yearsToEnrollment: number): number {
  const p = AGE_BASED_PATH;
  if (yearsToEnrollment <= 0) return p.atEnrollmentBp;
  return Math.min(p.farStockBp, p.atEnrollmentBp + p.perYearBp * yearsToEnrollment);
}
