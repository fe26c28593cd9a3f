/**
 * A trust's 2026: $30,000 of interest, $20,000 of qualified dividends and $10,000 of gains kept in
 * principal, paying out $20,000 to beneficiaries in the 22 % bracket (15 % on dividends). The API
 * test works its figures by hand (core/tax/trust-income-tax.test.ts's case); the fuzzing starts from it.
 */
export const TRUST_TAX_QUERY = {
  year: "2026",
  ordinary: "30000",
  dividends: "20000",
  gains: "10000",
  distribution: "20000",
  beneficiaryRate: "22",
  beneficiaryDividendRate: "15",
};
