/**
 * Founders with 8,000,000 shares and no pool; a seed round of $2 million at $8 million pre-money
 * with a 10 % pool after it, then a Series A of $10 million at $30 million with 15 %. The API test
 * works its figures by hand (core/entrepreneurship/funding-rounds.test.ts); the fuzzing starts from it.
 */
export const FUNDING_ROUNDS_QUERY = {
  founders: "8000000",
  pool: "0",
  pre1: "8000000",
  raise1: "2000000",
  pool1: "10",
  pre2: "30000000",
  raise2: "10000000",
  pool2: "15",
};
