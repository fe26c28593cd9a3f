import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { toReturnDataView, toTaxEstimateResponse } from "#core/contracts/tax";
import { TAX_FILING_MESSAGES } from "#core/messages/tax";
import { estimateFederalTax } from "#core/tax/estimate-federal-tax";
import { emptyReturn, toEstimateInput } from "#core/tax/filing";
import { signedInCookie, stubApi, testLoadContext, type StubAnswer } from "../../tests/support/load-context";
import { testUserInfo } from "../../tests/support/user-info";
import { action } from "./myworld.service.tax.filing/route";

// The filing wizard's action against a stub API: what it sends, where it goes next, and what a
// refused post leaves for the page (post/redirect/get); autosave answers the fetcher instead.

const SECRET = "tax-filing-actions-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });

const answer = (status: "draft" | "submitted", confirmationNumber: string | null = null) => ({
  year: 2025,
  status,
  saved: true,
  data: toReturnDataView(emptyReturn()),
  estimate: toTaxEstimateResponse(estimateFederalTax(toEstimateInput(2025, emptyReturn()))),
  issues: [],
  confirmationNumber,
  submittedAt: confirmationNumber ? "2026-02-01T10:00:00.000Z" : null,
  updatedAt: "2026-02-01T10:00:00.000Z",
  amends: null,
});

async function post(path: string, form: Record<string, string>, answers: Record<string, StubAnswer>) {
  const cookie = await signedInCookie(storage);
  const { send, calls } = stubApi(answers, testUserInfo());
  const context = testLoadContext(send, SECRET);
  const request = new Request(`http://web${path}`, { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
  let response: Response;
  try {
    response = (await action({ request, context, params: {} })) as Response;
  } catch (thrown) {
    response = thrown as Response;
  }
  const isResponse = response instanceof Response;
  const flashed = await storage.getSession(isResponse ? response.headers.get("Set-Cookie") : null);
  return { response, calls, location: isResponse ? response.headers.get("Location") : null, feedback: flashed.get("formFeedback"), notices: flashed.get("notices") as Array<{ message: string; type: string }> | undefined };
}

const PAGE = "/myworld/service/tax/filing";

describe("the filing wizard's posts", () => {
  it("saves a step's sections and opens the next step (Save and continue)", async () => {
    const { location, calls } = await post(
      `${PAGE}?year=2025&step=income`,
      { intent: "next", step: "income", "income.w2.rows": "2", "income.w2.0.employer": "Analytical Engines", "income.w2.0.wages": "85,000", "income.w2.0.withheld": "10000", "income.w2.1.employer": "" },
      { "POST /api/taxing/save": { body: answer("draft") } },
    );
    expect(location).toBe(`${PAGE}?year=2025&step=adjustments`);
    expect(calls).toEqual([{ method: "POST", path: "/api/taxing/save", body: { year: 2025, data: { income: { w2: [{ employer: "Analytical Engines", wages: "85000", withheld: "10000" }] } } } }]);
  });

  it("Save stays on the step with a notice", async () => {
    const { location, notices } = await post(`${PAGE}?year=2026`, { intent: "save", step: "credits", "credits.estimatedPayments": "1,000" }, { "POST /api/taxing/save": { body: { ...answer("draft"), year: 2026 } } });
    expect(location).toBe(`${PAGE}?year=2026&step=credits`);
    expect(notices?.map((n) => n.message)).toEqual([TAX_FILING_MESSAGES.saved]);
  });

  it("a refused form sends nothing and comes back with the field's message; the SSN is never echoed", async () => {
    const { location, calls, feedback } = await post(
      `${PAGE}?year=2025`,
      { intent: "save", step: "status", filingStatus: "single", "taxpayer.firstName": "Ada", "taxpayer.ssn": "12-34", "taxpayer.dateOfBirth": "1990-01-31" },
      {},
    );
    expect(calls).toEqual([]);
    expect(location).toBe(`${PAGE}?year=2025&step=status`);
    expect(feedback.form).toBe("tax-status");
    expect(Object.keys(feedback.fieldErrors)).toEqual(["taxpayer.ssn"]);
    expect(feedback.values["taxpayer.firstName"]).toBe("Ada");
    expect(feedback.values["taxpayer.ssn"]).toBeUndefined();
  });

  it("autosave answers the page's fetcher instead of redirecting", async () => {
    const saved = await post(`${PAGE}?year=2025`, { intent: "autosave", step: "adjustments", "adjustments.hsa": "4300" }, { "POST /api/taxing/save": { body: answer("draft") } });
    expect(saved.location).toBeNull();
    expect(saved.calls[0]?.body).toEqual({ year: 2025, data: { adjustments: { hsa: "4300" } } });
    const refused = await post(`${PAGE}?year=2025`, { intent: "autosave", step: "adjustments", "adjustments.hsa": "1.234" }, {});
    expect(refused.calls).toEqual([]);
    expect(refused.location).toBeNull();
  });

  it("a read-only return refuses the save: the form says why", async () => {
    const { feedback } = await post(`${PAGE}?year=2025`, { intent: "save", step: "credits" }, { "POST /api/taxing/save": { status: 409, body: { errorCode: "Conflict", message: TAX_FILING_MESSAGES.readOnly } } });
    expect(feedback.formError).toBe(TAX_FILING_MESSAGES.readOnly);
  });

  it("submit: the confirmation in a notice; refused, back to the review with what is missing", async () => {
    const done = await post(`${PAGE}?year=2025`, { intent: "submit" }, { "POST /api/taxing/submit": { body: answer("submitted", "EPT-2025-ABCDEFGHJK") } });
    expect(done.location).toBe(`${PAGE}?year=2025`);
    expect(done.notices?.map((n) => n.message)).toEqual([TAX_FILING_MESSAGES.submitted("EPT-2025-ABCDEFGHJK")]);
    const refused = await post(`${PAGE}?year=2025`, { intent: "submit" }, { "POST /api/taxing/submit": { status: 422, body: { errorCode: "ValidationFailed", message: "taxpayer.ssn: required" } } });
    expect(refused.location).toBe(`${PAGE}?year=2025&step=review`);
    expect(refused.notices?.map((n) => [n.type, n.message])).toEqual([["error", TAX_FILING_MESSAGES.notSubmittable]]);
  });

  it("amend opens the first step of the new draft", async () => {
    const { location, calls } = await post(`${PAGE}?year=2025`, { intent: "amend" }, { "POST /api/taxing/amend": { body: answer("draft") } });
    expect(calls.map((c) => c.body)).toEqual([{ year: 2025 }]);
    expect(location).toBe(`${PAGE}?year=2025&step=status`);
  });

  it("an unknown intent or step is a 400", async () => {
    const { response } = await post(`${PAGE}?year=2025`, { intent: "save", step: "review" }, {});
    expect((response as unknown as { init?: { status?: number } }).init?.status ?? response.status).toBe(400);
  });
});
