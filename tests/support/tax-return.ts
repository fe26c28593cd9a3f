import type { TaxReturnResponse } from "../../core/contracts/tax";

/**
 * A saved 2025 draft return as GET /api/taxing/info answers it, for the assistant's pure tests:
 * single, $85,000.00 of wages, $10,149.00 of tax against $10,000.00 withheld ($149.00 to pay).
 */
export const taxInfo = (over: Partial<TaxReturnResponse>): TaxReturnResponse =>
  ({
    year: 2025,
    status: "draft",
    saved: true,
    data: {} as TaxReturnResponse["data"],
    estimate: {
      agi: "85000.00",
      taxableIncome: "69250.00",
      totalTax: "10149.00",
      totalPayments: "10000.00",
      refundOrBalanceDue: "-149.00",
      marginalRate: "0.2200",
      effectiveRate: "0.1194",
    } as TaxReturnResponse["estimate"],
    issues: [],
    confirmationNumber: null,
    submittedAt: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    amends: null,
    ...over,
  }) as TaxReturnResponse;
