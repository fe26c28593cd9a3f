/**
 * A single member with $3,000,000 of net worth without the home, $4,000,000 of investments and
 * $500,000 liquid, committing $1,000,000 to a fund that calls half the uncalled in year 1 and the
 * rest in year 2, lives four years, grows 10 % a year and distributes evenly (bow 1). The API test
 * works its figures by hand (core/investments/private-fund.test.ts has the pacing's); the fuzzing
 * starts from it.
 */
export const PRIVATE_FUND_QUERY = {
  worth: "3000000",
  income1: "150000",
  income2: "150000",
  joint: "no",
  investments: "4000000",
  liquid: "500000",
  commitment: "1000000",
  calls: "50",
  period: "2",
  life: "4",
  growth: "10",
  bow: "1",
};
