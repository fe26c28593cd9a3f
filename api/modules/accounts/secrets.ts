import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { CODE_LENGTH } from "../../../core/constants";

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the account does not exist, so both paths cost the same. */
export const DUMMY_PASSWORD_HASH = await hash("no-such-account-0", ARGON2);

export const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/** An opaque session token: 256 random bits. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString("base64url");

/** A 6-digit code from the cryptographic source. */
export const newCode = () => randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, "0");

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
