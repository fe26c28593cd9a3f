import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BODY_BYTES } from "../core/contracts/budgeting";
import { bodyLimitFor, hashedContentSecurityPolicy, MAX_FORM_BYTES, securityHeaders } from "./security";

describe("form body limits", () => {
  it("lets the bank-statement import page take up to 6 MB, with JavaScript and without; every other form 100 KB", () => {
    expect(bodyLimitFor("/myworld/service/budgeting/import")).toBe(MAX_IMPORT_BODY_BYTES);
    expect(bodyLimitFor("/myworld/service/budgeting/import.data")).toBe(MAX_IMPORT_BODY_BYTES);
    expect(MAX_IMPORT_BODY_BYTES).toBe(6 * 1024 * 1024);
    for (const path of ["/myworld/service/budgeting/transactions", "/myworld/service/budgeting/import/x", "/auth/sign-in"]) expect(bodyLimitFor(path)).toBe(MAX_FORM_BYTES);
  });
});

describe("the hash-based policy of cached pages", () => {
  it("is the nonce policy with the scripts' hashes in the nonce's place", () => {
    const headers: Record<string, string> = {};
    const res = { locals: { cspNonce: "abc" }, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
    securityHeaders({} as never, res as never, () => undefined);
    const nonced = headers["content-security-policy"]!;
    expect(nonced).toContain("'nonce-abc'");
    expect(hashedContentSecurityPolicy(["'sha256-AAA='", "'sha256-BBB='"])).toBe(nonced.replace("'nonce-abc'", "'sha256-AAA=' 'sha256-BBB='"));
  });
});
