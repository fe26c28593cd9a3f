import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "../../tests/support/test-api";
import { webClientOn } from "../../tests/support/contract-client";
import * as account from "./account.server";

// Every account call of the web client against the real API: each answer parses with its contract
// (core/contracts/accounts.ts), so a drifting shape fails here.

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

const PASSWORD = "Correct1horse";
const NEW_PASSWORD = "Sturdy1password";

describe("the account contracts on the real API", () => {
  it("sign-up, sign-in, the profile, sessions, two-step verification and a password change", async () => {
    const guest = webClientOn(t);
    const username = "contractada";
    const email = "contract.ada@example.com";
    await account.validateUsername(guest, username);
    await account.validateEmail(guest, email);
    await account.sendRegistrationCode(guest, { username, email, phone: "" });
    const verifyCode = await t.lastCode(email);
    await account.validateRegistrationCode(guest, username, verifyCode);
    expect((await account.register(guest, { username, email, phone: "", verifyCode, password: PASSWORD, matchingPassword: PASSWORD })).data).toEqual({ username });

    const signedIn = await account.login(guest, { username, password: PASSWORD });
    expect(signedIn.needMfa).toBe(false);
    const member = webClientOn(t, { token: signedIn.token, userAgent: "Mozilla/5.0 (Macintosh) Firefox/120.0" });
    expect((await account.getUserInfo(member)).username).toBe(username);
    await account.updateProfile(member, { firstName: "Ada", lastName: "Lovelace" });
    expect((await account.getUserInfo(member)).firstName).toBe("Ada");
    const sessions = await account.listActiveSessions(member);
    expect(sessions.some((s) => s.current)).toBe(true);
    await account.validatePassword(member, username, PASSWORD);
    expect((await account.setTwoStep(member, true, PASSWORD)).data).toEqual({ mfaEnabled: true });

    const second = await account.login(guest, { username, password: PASSWORD });
    expect(second.needMfa).toBe(true);
    const pending = webClientOn(t, { token: second.token });
    const token = await account.verifySecondFactor(pending, await t.lastCode(email));
    const full = webClientOn(t, { token });
    await account.signOutEverywhereElse(full);
    await account.changePassword(full, { oldPassword: PASSWORD, password: NEW_PASSWORD, matchingPassword: NEW_PASSWORD });
    await account.logout(full);
  });

  it("two-step resend and the forgot-password steps", async () => {
    const guest = webClientOn(t);
    const username = "contractbob";
    const email = "contract.bob@example.com";
    await account.sendRegistrationCode(guest, { username, email, phone: "" });
    const verifyCode = await t.lastCode(email);
    await account.register(guest, { username, email, phone: "", verifyCode, password: PASSWORD, matchingPassword: PASSWORD });

    expect(await account.checkForgotEmail(guest, email)).toEqual({ attempts: expect.any(Number), registered: true });
    await account.sendForgotCode(guest, email);
    await account.validateForgotCode(guest, email, await t.lastCode(email));
    await account.resetPassword(guest, { email, password: NEW_PASSWORD, matchingPassword: NEW_PASSWORD });

    const member = webClientOn(t, { token: (await account.login(guest, { username, password: NEW_PASSWORD })).token });
    await account.setTwoStep(member, true, NEW_PASSWORD);
    const pending = webClientOn(t, { token: (await account.login(guest, { username, password: NEW_PASSWORD })).token });
    // The sign-in just mailed a code; a resend this soon is refused, which is the API's answer, not drift.
    await account.resendSecondFactor(pending).catch((error: { status?: number }) => expect(error.status).toBe(429));
  });
});
