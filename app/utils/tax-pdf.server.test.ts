import { describe, expect, it } from "vitest";
import { taxReturnResponseSchema, toReturnDataView, toTaxEstimateResponse } from "#core/contracts/tax";
import { estimateFederalTax } from "#core/tax/estimate-federal-tax";
import { emptyReturn, toEstimateInput, type TaxReturnData } from "#core/tax/filing";
import { pdfText } from "../../tests/support/pdf-text";
import { returnSummaryPdf } from "./tax-pdf.server";

function info(data: TaxReturnData, extra: Partial<Parameters<typeof returnSummaryPdf>[0]> = {}) {
  return taxReturnResponseSchema.parse({
    year: 2025,
    status: "draft",
    saved: true,
    data: toReturnDataView(data),
    estimate: toTaxEstimateResponse(estimateFederalTax(toEstimateInput(2025, data))),
    issues: [],
    confirmationNumber: null,
    submittedAt: null,
    updatedAt: null,
    amends: null,
    ...extra,
  });
}

const DATA: TaxReturnData = {
  ...emptyReturn(),
  filingStatus: "single",
  taxpayer: { firstName: "Ada", lastName: "Lovelace", ssn: "123456789", dateOfBirth: "1990-01-31", blind: false },
  income: { ...emptyReturn().income, w2: [{ employer: "Analytical Engines", wages: 8_500_000, withheld: 1_000_000 }] },
};

describe("the return's PDF summary", () => {
  it("says who files, what was entered and the estimate, with the SSN masked", async () => {
    const text = pdfText(await returnSummaryPdf(info(DATA), { generatedAt: "2026-02-01T10:00:00.000Z" })).join("\n");
    expect(text).toContain("EnPlus World - 2025 federal tax return summary");
    expect(text).toContain("Status: Draft, not submitted.");
    expect(text).toContain("Ada Lovelace, SSN •••-••-6789");
    expect(text).toContain("W-2 1: Analytical Engines");
    expect(text).toContain("wages $85,000.00, withheld $10,000.00");
    // The reference's worked case: taxable income $69,250, tax $10,149, $149 due after $10,000 withheld.
    expect(text).toContain("$69,250.00");
    expect(text).toContain("$10,149.00");
    expect(text).toMatch(/Estimated balance due\n\$149\.00/);
    expect(text).not.toContain("123456789");
    expect(text).not.toContain("123-45");
  });

  it("names the confirmation number of a submitted return", async () => {
    const submitted = info(DATA, { status: "submitted", confirmationNumber: "EPT-2025-ABCDEFGHJK", submittedAt: "2026-02-01T10:00:00.000Z" });
    const text = pdfText(await returnSummaryPdf(submitted, { generatedAt: "2026-02-01T10:00:00.000Z" })).join("\n");
    expect(text).toContain("Status: Submitted. Confirmation number EPT-2025-ABCDEFGHJK.");
  });
});
