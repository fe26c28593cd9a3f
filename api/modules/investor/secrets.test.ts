import { describe, expect, it } from "vitest";
import { decryptText, encryptText, ssnHash } from "./secrets";

const key = "k".repeat(32);

describe("identity and bank numbers at rest", () => {
  it("hashes an SSN the same way under one key, differently under another, never in clear", () => {
    expect(ssnHash(key, "123456789")).toBe(ssnHash(key, "123456789"));
    expect(ssnHash(key, "123456789")).not.toBe(ssnHash(key, "123456780"));
    expect(ssnHash(key, "123456789")).not.toBe(ssnHash("j".repeat(32), "123456789"));
    expect(ssnHash(key, "123456789")).not.toContain("123456789");
  });

  it("encrypts with a fresh nonce each time and opens only under the same key, untampered", () => {
    const a = encryptText(key, "000123456789");
    const b = encryptText(key, "000123456789");
    expect(a).not.toBe(b);
    expect(a).not.toContain("123456789");
    expect(decryptText(key, a)).toBe("000123456789");
    expect(decryptText("j".repeat(32), a)).toBeNull();
    const [version, iv, tag, data] = a.split(".");
    // One character of the ciphertext changed, always to a different one (the character it replaces decides).
    const changed = data!.at(-2) === "A" ? "B" : "A";
    const flipped = `${version}.${iv}.${tag}.${data!.slice(0, -2)}${changed}${data!.slice(-1)}`;
    expect(decryptText(key, flipped)).toBeNull();
    expect(decryptText(key, "not sealed")).toBeNull();
  });
});
