import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../tests/support/test-api";
import type { Api } from "./app";
import type { DatabaseHandle } from "./db/connection";

// The assembled API: what every module shares (the envelope, request ids, readiness).

let database: DatabaseHandle;
let api: Api;

beforeAll(async () => {
  ({ api, database } = await openTestApi());
});
afterAll(() => database.close());

it("runs on the engine this suite was asked for", () => {
  expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
});

describe("envelope for the rest", () => {
  it("answers unknown endpoints with a 404 envelope and reports readiness", async () => {
    const missing = await api.request("/api/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: "NotFound" });
    const ready = await api.request("/api/ready");
    expect(await ready.json()).toMatchObject({ success: true, data: { database: "ok" } });
  });

  it("echoes a valid request id and replaces an invalid one", async () => {
    const kept = await api.request("/api/ready", { headers: { "X-Request-Id": "abc-123" } });
    expect(kept.headers.get("X-Request-Id")).toBe("abc-123");
    const replaced = await api.request("/api/ready", { headers: { "X-Request-Id": "bad id\u00e9" } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
