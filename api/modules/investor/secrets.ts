import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

// Members' identity and bank numbers at rest (issue "Investor accounts for real" §3, §4). From the
// one INVESTOR_DATA_KEY setting two keys are derived: one for the keyed hash of SSNs (HMAC-SHA-256,
// so equal numbers can be matched without storing them) and one for AES-256-GCM encryption of the
// numbers themselves. Neither the numbers nor the keys are ever logged.

const derive = (key: string, purpose: string) => createHash("sha256").update(`enplus:${purpose}:`).update(key).digest();

/** The keyed hash of an SSN's 9 digits. */
export function ssnHash(key: string, digits: string): string {
  return createHmac("sha256", derive(key, "ssn-hash")).update(digits).digest("base64url");
}

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function encryptText(key: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(key, "encrypt"), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The text encryptText sealed, or null when it cannot be opened (another key, tampered). */
export function decryptText(key: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || iv === undefined || tag === undefined || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derive(key, "encrypt"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
