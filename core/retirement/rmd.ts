import { asCents, percentOf, type Cents } from "../money";

// Required minimum distributions from tax-deferred retirement accounts (traditional IRAs, 401(k)s):
// from the year the owner reaches the applicable age, at least the balance on the previous
// December 31 divided by the owner's distribution period each year. Owners whose spouse is the
// sole beneficiary and more than ten years younger use a longer table; this module uses the
// Uniform Lifetime Table, which covers everyone else.

export const RMD_SOURCES = [
  "IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 (Public Law 117-328) §107: applicable age 73 for those born 1951–1959, 75 from 1960",
  "Treas. Reg. §1.401(a)(9)-9(c): Uniform Lifetime Table (for distribution years from 2022)",
  "IRS Publication 590-B",
] as const;

/** The distribution period in tenths of a year, by age from 72 (index 0) to 120 and older. */
const UNIFORM_LIFETIME_TENTHS = [
  274, 265, 255, 246, 237, 229, 220, 211, 202, 194, // 72–81
  185, 177, 168, 160, 152, 144, 137, 129, 122, 115, // 82–91
  108, 101, 95, 89, 84, 78, 73, 68, 64, 60, // 92–101
  56, 52, 49, 46, 43, 41, 39, 37, 35, 34, // 102–111
  33, 31, 30, 29, 28, 27, 25, 23, 20, // 112–120
] as const;
const TABLE_FIRST_AGE = 72;

/** The age distributions must start at, by year of birth; born 1950 or earlier they have already started (at 72, or at 70½ before 1949's second half). */
export function rmdStartAge(birthYear: number): number {
  if (birthYear <= 1950) return 72;
  return birthYear <= 1959 ? 73 : 75;
}

/** The distribution period at an age (in the year's December 31), in tenths of a year. */
export function distributionPeriodTenths(age: number): number {
  if (age < TABLE_FIRST_AGE) throw new RangeError(`The Uniform Lifetime Table starts at ${TABLE_FIRST_AGE}, got ${age}`);
  return UNIFORM_LIFETIME_TENTHS[Math.min(age - TABLE_FIRST_AGE, UNIFORM_LIFETIME_TENTHS.length - 1)]!;
}

/** The year's minimum: the balance divided by the period, to the cent, half up. */
export function requiredMinimumDistribution(priorYearEndBalance: Cents, age: number): Cents {
  const tenths = distributionPeriodTenths(age);
  const numerator = priorYearEndBalance * 10;
  const whole = Math.floor(numerator / tenths);
  const rest = numerator - whole * tenths;
  return asCents(whole + (rest * 2 >= tenths ? 1 : 0));
}

export type RmdYear = { year: number; age: number; startBalance: Cents; periodTenths: number | null; rmd: Cents; conversion: Cents };

export type RmdScheduleInput = {
  /** The first year of the schedule (this year), and the owner's age at its December 31. */
  year: number;
  age: number;
  /** The tax-deferred balance on December 31 of the year before. */
  balance: Cents;
  /** What the balance earns a year, in basis points, after each year's withdrawals. */
  growthBp: number;
  /** Converted to a Roth account this year (comes out of the balance before it grows). */
  conversion: Cents;
  /** How many years of distributions to show once they have started. */
  distributionYears: number;
};

/**
 * The balance year by year until distributions start, then each year's minimum for
 * `distributionYears` years: each year's end balance is its start less the distribution (and this
 * year's conversion), grown at the rate, rounded to the cent.
 */
export function rmdSchedule(input: RmdScheduleInput): { startAge: number; firstYear: number; years: RmdYear[] } {
  const startAge = rmdStartAge(input.year - input.age);
  const firstYear = input.year + Math.max(0, startAge - input.age);
  const lastYear = firstYear + input.distributionYears - 1;
  const years: RmdYear[] = [];
  let balance = input.balance;
  for (let year = input.year, age = input.age; year <= lastYear; year += 1, age += 1) {
    const due = age >= startAge;
    const rmd = due ? Math.min(balance, requiredMinimumDistribution(balance, age)) : 0;
    const conversion = year === input.year ? Math.min(input.conversion, balance - rmd) : 0;
    years.push({ year, age, startBalance: balance, periodTenths: due ? distributionPeriodTenths(age) : null, rmd: asCents(rmd), conversion: asCents(conversion) });
    const left = asCents(balance - rmd - conversion);
    balance = asCents(left + percentOf(left, input.growthBp));
  }
  return { startAge, firstYear, years };
}
