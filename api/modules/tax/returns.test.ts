import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxReturnResponseSchema } from "../../../core/contracts/tax";
import { TAX_FILING_MESSAGES } from "../../../core/messages/tax";
import { notifications, taxReturns, users } from "../../db/schema";
import { openTestApi, signInDemoMembers } from "../../../tests/support/test-api";

let t: Awaited<ReturnType<typeof openTestApi>>;
let tokens: Map<string, string>;

beforeAll(async () => {
  t = await openTestApi();
  tokens = await signInDemoMembers(t, ["silver", "gold", "platinum"]);
});
afterAll(() => t.database.close());

const call = (path: string, tier: string | null, body?: unknown, raw?: string) =>
  t.api.request(path, {
    method: body === undefined && raw === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(tier ? { Authorization: `Bearer ${tokens.get(tier)}` } : {}) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });

const TAXPAYER_SSN = "123-45-6789";
const COMPLETE = {
  filingStatus: "single",
  taxpayer: { firstName: "Ada", lastName: "Lovelace", ssn: TAXPAYER_SSN, dateOfBirth: "1990-01-31" },
  income: { w2: [{ employer: "Analytical Engines", wages: "85000.00", withheld: 10000 }] },
};

describe("the tax returns API (/api/taxing/*)", () => {
  it("needs a session and Gold: 401 signed out, 403 TierRequired for Silver on every endpoint", async () => {
    expect((await call("/api/taxing/info?year=2025", null)).status).toBe(401);
    for (const [path, body] of [
      ["/api/taxing/info?year=2025", undefined],
      ["/api/taxing/save", { year: 2025, data: {} }],
      ["/api/taxing/submit", { year: 2025 }],
      ["/api/taxing/amend", { year: 2025 }],
    ] as const) {
      const response = await call(path, "silver", body);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, errorCode: "TierRequired", data: { requiredTier: "Gold" } });
    }
  });

  it("answers an empty, unsaved draft for a year never saved; an unknown year is refused", async () => {
    const response = await call("/api/taxing/info?year=2026", "gold");
    expect(response.status).toBe(200);
    const info = taxReturnResponseSchema.parse((await response.json()).data);
    expect(info).toMatchObject({ year: 2026, status: "draft", saved: false, confirmationNumber: null, data: { filingStatus: "" } });
    expect(info.issues.map((i) => i.field)).toEqual(expect.arrayContaining(["filingStatus", "taxpayer.firstName", "taxpayer.ssn"]));
    expect((await call("/api/taxing/info?year=2024", "gold")).status).toBe(400);
    expect((await call("/api/taxing/info", "gold")).status).toBe(400);
  });

  it("refuses unknown fields and bad amounts with 422 naming them, and saves nothing", async () => {
    const response = await call("/api/taxing/save", "gold", { year: 2025, data: { income: { wages: 1, taxableInterest: "1.234" }, bonus: 1 }, extra: true });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toContain("extra: Unknown field");
    expect(body.message).toContain("data.bonus: Unknown field");
    expect(body.message).toContain("data.income.wages: Unknown field");
    expect(body.message).toContain("data.income.taxableInterest");
    const ssn = await call("/api/taxing/save", "gold", { year: 2025, data: { taxpayer: { ssn: "12-34" } } });
    expect(ssn.status).toBe(422);
    // A control character in free text (NUL above all, which the database refuses) is the sender's mistake.
    const employer = await call("/api/taxing/save", "gold", { year: 2025, data: { income: { w2: [{ employer: "Acme\u0000", wages: "1.00", withheld: "0.00" }] } } });
    expect(employer.status).toBe(422);
    expect((await employer.json()).message).toContain("data.income.w2.0.employer: must not contain control characters");
    expect((await call("/api/taxing/save", "gold", undefined, "{not json")).status).toBe(400);
    const info = taxReturnResponseSchema.parse((await (await call("/api/taxing/info?year=2025", "gold")).json()).data);
    expect(info.saved).toBe(false);
  });

  it("saves a draft with its estimate; the SSN is masked in answers and encrypted at rest", async () => {
    const response = await call("/api/taxing/save", "gold", { year: 2025, data: COMPLETE });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("123456789");
    expect(text).not.toContain(TAXPAYER_SSN);
    const saved = taxReturnResponseSchema.parse(JSON.parse(text).data);
    expect(saved).toMatchObject({ status: "draft", saved: true, issues: [] });
    expect(saved.data.taxpayer.ssnMasked).toBe("•••-••-6789");
    expect(saved.data.income.w2).toEqual([{ employer: "Analytical Engines", wages: "85000.00", withheld: "10000.00" }]);
    // The reference's worked case: 2025 single, wages $85,000 → taxable $69,250, tax $10,149; $10,000 withheld → $149 due.
    expect(saved.estimate).toMatchObject({ agi: "85000.00", taxableIncome: "69250.00", totalTax: "10149.00", totalPayments: "10000.00", refundOrBalanceDue: "-149.00" });

    const [gold] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, "demogold"));
    const [row] = await t.database.db.select().from(taxReturns).where(and(eq(taxReturns.userId, gold!.id), eq(taxReturns.year, 2025)));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("123456789");
    expect(stored).not.toContain(TAXPAYER_SSN);
    expect(row!.ssns.taxpayer).toMatch(/^v1\./);

    // A second W-2 changes the estimate: wages $125,000 less $15,750 → taxable $109,250; the 2025
    // single schedule: 10 % × 11,925 = 1,192.50; 12 % × 36,550 = 4,386.00; 22 % × 54,875 =
    // 12,072.50; 24 % × 5,900 = 1,416.00 → 19,067.00.
    const more = await call("/api/taxing/save", "gold", {
      year: 2025,
      data: { income: { w2: [...COMPLETE.income.w2, { employer: "Difference Engines", wages: 40000, withheld: 0 }] } },
    });
    const after = taxReturnResponseSchema.parse((await more.json()).data);
    expect(after.estimate.taxableIncome).toBe("109250.00");
    expect(after.estimate.totalTax).toBe("19067.00");
    // The taxpayer section was not sent: the SSN on file stays.
    expect(after.data.taxpayer.ssnMasked).toBe("•••-••-6789");
    // A blank SSN keeps the one on file too.
    const blank = await call("/api/taxing/save", "gold", { year: 2025, data: { taxpayer: { ...COMPLETE.taxpayer, ssn: "" } } });
    expect(taxReturnResponseSchema.parse((await blank.json()).data).data.taxpayer.ssnMasked).toBe("•••-••-6789");
  });

  it("refuses to submit an incomplete return with 422, each problem keyed by its step and field", async () => {
    await call("/api/taxing/save", "platinum", { year: 2025, data: { filingStatus: "married_filing_jointly", taxpayer: { firstName: "Grace" }, dependents: [{ firstName: "Kit" }] } });
    const response = await call("/api/taxing/submit", "platinum", { year: 2025 });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errorCode).toBe("ValidationFailed");
    expect(body.data.issues).toEqual(
      expect.arrayContaining([
        { step: "status", field: "taxpayer.lastName", message: TAX_FILING_MESSAGES.required },
        { step: "status", field: "taxpayer.ssn", message: "This is a required field" },
        { step: "status", field: "spouse.firstName", message: TAX_FILING_MESSAGES.required },
        { step: "dependents", field: "dependents.0.relationship", message: TAX_FILING_MESSAGES.required },
      ]),
    );
    const info = taxReturnResponseSchema.parse((await (await call("/api/taxing/info?year=2025", "platinum")).json()).data);
    expect(info.status).toBe("draft");
  });

  it("submits, locks the return (409 on save and on a second submit), notifies, and amends into a new draft", async () => {
    const submit = await call("/api/taxing/submit", "gold", { year: 2025 });
    expect(submit.status).toBe(200);
    const submitted = taxReturnResponseSchema.parse((await submit.json()).data);
    expect(submitted.status).toBe("submitted");
    expect(submitted.confirmationNumber).toMatch(/^EPT-2025-[A-Z2-9]{10}$/);
    expect(submitted.submittedAt).not.toBeNull();

    const again = await call("/api/taxing/submit", "gold", { year: 2025 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errorCode: "Conflict", message: TAX_FILING_MESSAGES.alreadySubmitted });
    const save = await call("/api/taxing/save", "gold", { year: 2025, data: { credits: { estimatedPayments: 1 } } });
    expect(save.status).toBe(409);
    expect((await save.json()).message).toBe(TAX_FILING_MESSAGES.readOnly);

    const [gold] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, "demogold"));
    const sent = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, gold!.id), eq(notifications.topic, "tax-return-submitted")));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(submitted.confirmationNumber!);

    const info = taxReturnResponseSchema.parse((await (await call("/api/taxing/info?year=2025", "gold")).json()).data);
    expect(info).toMatchObject({ status: "submitted", confirmationNumber: submitted.confirmationNumber });

    const amend = await call("/api/taxing/amend", "gold", { year: 2025 });
    expect(amend.status).toBe(200);
    const draft = taxReturnResponseSchema.parse((await amend.json()).data);
    expect(draft).toMatchObject({ status: "draft", saved: true, amends: submitted.confirmationNumber, confirmationNumber: null });
    expect(draft.data.taxpayer.ssnMasked).toBe("•••-••-6789");
    expect(draft.estimate.totalTax).toBe(submitted.estimate.totalTax);

    const changed = await call("/api/taxing/save", "gold", { year: 2025, data: { credits: { estimatedPayments: "500.00" } } });
    expect(changed.status).toBe(200);
    const resubmit = await call("/api/taxing/submit", "gold", { year: 2025 });
    expect(resubmit.status).toBe(200);
    const amended = taxReturnResponseSchema.parse((await resubmit.json()).data);
    expect(amended.confirmationNumber).not.toBe(submitted.confirmationNumber);
    expect(amended.amends).toBe(submitted.confirmationNumber);
    expect(amended.data.credits.estimatedPayments).toBe("500.00");
    const rows = await t.database.db.select({ status: taxReturns.status }).from(taxReturns).where(and(eq(taxReturns.userId, gold!.id), eq(taxReturns.year, 2025)));
    expect(rows.map((r) => r.status).sort()).toEqual(["amended", "submitted"]);
  });

  it("has nothing to amend for a year never submitted: 409", async () => {
    const response = await call("/api/taxing/amend", "gold", { year: 2026 });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(TAX_FILING_MESSAGES.nothingToAmend);
  });
});
