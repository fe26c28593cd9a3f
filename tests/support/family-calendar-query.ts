/**
 * A family of four filers for tax year 2026: a person, a trust, a partnership and a private
 * foundation. The API test reads its calendar (core/tax/family-calendar.test.ts works the dates by
 * hand); the fuzzing starts from it.
 */
export const FAMILY_CALENDAR_QUERY = {
  year: "2026",
  n1: "Alex Rivera",
  k1: "individual",
  n2: "Rivera Family Trust",
  k2: "trust",
  n3: "Rivera Holdings LP",
  k3: "partnership",
  n4: "Rivera Foundation",
  k4: "foundation",
};
