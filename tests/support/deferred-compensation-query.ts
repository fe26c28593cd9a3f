/**
 * $500,000 of deferred pay, no earnings credited while it is paid, $60,000 of other income a year;
 * single, 2026, ten yearly installments listed. The API test works its figures by hand
 * (core/retirement/deferred-compensation.test.ts has the payments'); the fuzzing starts from it.
 */
export const DEFERRED_COMPENSATION_QUERY = { balance: "500000", growth: "0", income: "60000", plan: "10", year: "2026", status: "single" };
