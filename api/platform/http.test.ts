import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyBodySchema } from "../../core/contracts/endpoint";
import { refused, validateJsonBody, validationFailed, type Refusal } from "./http";

// The answers every module's routes give to a body they refuse: one shape for all of them, so a
// client (the web app's forms, the fuzzer) reads a 422 the same way whichever endpoint sent it.
const app = new Hono();
const amount = z.object({ amount: z.string().regex(/^\d+$/, "Enter a whole number"), note: z.string().optional() }).strict();
app.post("/amount", async (c) => {
  const parsed = await validateJsonBody(c, amount);
  return parsed.ok ? c.json({ amount: parsed.value.amount }) : parsed.response;
});
app.post("/empty", async (c) => {
  const parsed = await validateJsonBody(c, emptyBodySchema, { optional: true });
  return parsed.ok ? c.json({ done: true }) : parsed.response;
});
app.post("/lead", (c) => validationFailed(c, [{ field: "w2", message: "Add at least one W-2" }, { field: "", message: "Check the return" }], "This return cannot be submitted yet."));
const refusals: Record<string, Refusal> = {
  gone: { ok: false, status: 404, message: "That account was not found." },
  busy: { ok: false, status: 409, message: "That category still has transactions." },
  field: { ok: false, status: 422, field: "categoryId", message: "That category was not found." },
};
app.post("/refuse/:kind", (c) => refused(c, refusals[c.req.param("kind")]!));

const post = (path: string, body?: string) => app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("the API's answers to a refused body", () => {
  it("takes a body its schema accepts", async () => {
    const res = await post("/amount", JSON.stringify({ amount: "12" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ amount: "12" });
  });

  it("answers 400 to a body that is not JSON, or is missing where one is required", async () => {
    for (const body of ["{amount:", undefined, ""]) {
      const res = await post("/amount", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errorCode: "BadRequest", message: "Request body must be valid JSON" });
    }
  });

  it("answers 422 naming every problem field, unknown ones one by one, in the message and in data.issues", async () => {
    const res = await post("/amount", JSON.stringify({ amount: "1.5", extra: 1, other: 2 }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      success: false,
      errorCode: "ValidationFailed",
      message: "amount: Enter a whole number; extra: Unknown field; other: Unknown field",
      data: { issues: [{ field: "amount", message: "Enter a whole number" }, { field: "extra", message: "Unknown field" }, { field: "other", message: "Unknown field" }] },
    });
  });

  it("reads an absent, blank or {} body as no fields where the body is optional, and still refuses a field by name", async () => {
    for (const body of [undefined, "", "  ", "{}"]) expect((await post("/empty", body)).status).toBe(200);
    const res = await post("/empty", JSON.stringify({ id: 3 }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: "id: Unknown field", data: { issues: [{ field: "id", message: "Unknown field" }] } });
    expect((await post("/empty", "[")).status).toBe(400);
    expect((await post("/empty", "[]")).status).toBe(422);
  });

  it("puts a refusal's own sentence first, and a problem of the whole body without a field name", async () => {
    const res = await post("/lead");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: "This return cannot be submitted yet. w2: Add at least one W-2; Check the return", data: { issues: [{ field: "w2" }, { field: "" }] } });
  });

  it("answers a service's refusal by its status: 404 NotFound, 409 Conflict, 422 naming the field", async () => {
    const gone = await post("/refuse/gone");
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ errorCode: "NotFound", message: "That account was not found." });
    const busy = await post("/refuse/busy");
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ errorCode: "Conflict", message: "That category still has transactions." });
    const field = await post("/refuse/field");
    expect(field.status).toBe(422);
    expect(await field.json()).toMatchObject({
      errorCode: "ValidationFailed",
      message: "categoryId: That category was not found.",
      data: { issues: [{ field: "categoryId", message: "That category was not found." }] },
    });
  });
});
