import { describe, expect, it } from "vitest";
import { answersFromForm, draftFromForm, postedId, stepFormSchema, transferFromForm } from "./investor-forms";

describe("draftFromForm", () => {
  it("reads one step's fields and keeps a blank SSN out of the body", () => {
    const read = draftFromForm("personal", { firstName: " Ada ", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssn: "", citizenship: "US", zipCode: "ignored" });
    expect(read).toEqual({ ok: true, body: { firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", citizenship: "US" } });
  });
  it("sends an SSN typed and refuses a malformed one", () => {
    expect(draftFromForm("personal", { ssn: "123-45-6789" })).toMatchObject({ ok: true, body: { ssn: "123-45-6789" } });
    const bad = draftFromForm("personal", { ssn: "12" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors)).toEqual(["ssn"]);
  });
  it("turns the agreements checkbox into a boolean", () => {
    expect(draftFromForm("agreements", { signature: "Ada Lovelace", agreementsAccepted: "on" })).toEqual({ ok: true, body: { signature: "Ada Lovelace", agreementsAccepted: true } });
    expect(draftFromForm("agreements", { signature: "Ada Lovelace" })).toEqual({ ok: true, body: { signature: "Ada Lovelace", agreementsAccepted: false } });
  });
  it("refuses a choice outside the lists", () => {
    const read = draftFromForm("finances", { annualIncome: "lots", netWorth: "over_1m" });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.fieldErrors)).toEqual(["annualIncome"]);
  });
  it("validates a step in the browser without the hidden fields getting in the way", () => {
    expect(stepFormSchema("finances").safeParse({ intent: "save", step: "finances", annualIncome: "under_25k", netWorth: "" }).success).toBe(true);
    expect(stepFormSchema("agreements").safeParse({ signature: "Ada Lovelace", agreementsAccepted: "on" }).success).toBe(true);
  });
});

describe("answersFromForm", () => {
  it("keeps only the questions asked", () => {
    expect(answersFromForm(["goal", "horizon"], { "answer.goal": "growth", "answer.other": "x", "answer.horizon": "" })).toEqual({ goal: "growth" });
  });
});

describe("transferFromForm", () => {
  const key = "0123456789abcdef";
  it("parses the amount exactly", () => {
    expect(transferFromForm({ bankId: "7", direction: "deposit", amount: "150,000", idempotencyKey: key }, [7])).toEqual({
      ok: true,
      body: { bankId: 7, direction: "deposit", amount: "150000.00", idempotencyKey: key, cents: 15_000_000 },
    });
  });
  it("refuses a bank not linked, a bad amount and an amount over the limit", () => {
    const read = transferFromForm({ bankId: "8", direction: "deposit", amount: "1.234", idempotencyKey: key }, [7]);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.fieldErrors).sort()).toEqual(["amount", "bankId"]);
    const big = transferFromForm({ bankId: "7", direction: "withdrawal", amount: "5,000,000.01", idempotencyKey: key }, [7]);
    expect(big.ok).toBe(false);
  });
  it("refuses a form without its key", () => {
    expect(transferFromForm({ bankId: "7", direction: "deposit", amount: "10", idempotencyKey: "" }, [7]).ok).toBe(false);
  });
});

describe("postedId", () => {
  it("reads positive whole ids only", () => {
    expect(postedId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "01", "99999999999", "abc"]) expect(postedId(bad)).toBeNull();
  });
});

describe("browser-side schemas", () => {
  it("check the amount and the bank like the server", async () => {
    const { transferFormSchema, bankFormSchema } = await import("./investor-forms");
    expect(transferFormSchema.safeParse({ bankId: "3", direction: "deposit", amount: "150,000.00", intent: "transfer" }).success).toBe(true);
    expect(transferFormSchema.safeParse({ bankId: "3", direction: "deposit", amount: "1.001" }).success).toBe(false);
    expect(bankFormSchema.safeParse({ holderName: "Ada Lovelace", routingNumber: "011000015", accountNumber: "123456789", accountType: "checking", intent: "link-bank" }).success).toBe(true);
    expect(bankFormSchema.safeParse({ holderName: "Ada Lovelace", routingNumber: "011000016", accountNumber: "123456789", accountType: "checking" }).success).toBe(false);
  });
});
