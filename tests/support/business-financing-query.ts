/**
 * $120,000 for a business with $150,000 a year of cash flow before debt payments and $12,000 of
 * payments already made, against a term loan (12 % over a year, a 2 % fee), a line of credit (12 %,
 * half drawn, $250 a year, two years) and equipment financing (12 % over a year, 10 % down). The
 * API test works its figures by hand; the fuzzing starts from it.
 */
export const BUSINESS_QUERY = {
  amount: "120000",
  cashFlow: "150000",
  debt: "12000",
  termRate: "12",
  termYears: "1",
  termFee: "2",
  lineRate: "12",
  lineUse: "50",
  lineFee: "250",
  lineYears: "2",
  equipmentRate: "12",
  equipmentYears: "1",
  equipmentDown: "10",
};
