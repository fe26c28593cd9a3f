/**
 * A family's four loans, all maturing years away so the answer does not move with the day the test
 * runs: a home mortgage, an adjustable beach house mortgage, a securities-backed line and a holding
 * company's note, with $2,000,000 of liquid assets. The API test works its figures by hand
 * (core/loans/family-liabilities.test.ts has the rules'); the fuzzing starts from it.
 */
export const FAMILY_LIABILITIES_QUERY = {
  liquid: "2000000",
  shock: "2",
  n1: "Main home mortgage",
  b1: "2400000",
  r1: "6.25",
  m1: "2052-01-01",
  t1: "fixed",
  c1: "home",
  n2: "Beach house mortgage",
  b2: "1500000",
  r2: "7.1",
  m2: "2031-09-01",
  t2: "variable",
  c2: "property",
  n3: "Securities line",
  b3: "3000000",
  r3: "6",
  m3: "2033-03-01",
  t3: "variable",
  c3: "securities",
  n4: "Holdings LLC note",
  b4: "5000000",
  r4: "5.5",
  m4: "2034-06-30",
  t4: "fixed",
  c4: "business",
};
