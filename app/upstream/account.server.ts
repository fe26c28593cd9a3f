import type { LoginResult, UserInfo } from "../../core/auth";
import type { Upstream } from "./client.server";

// Typed account calls of spec §7 (docs/api.md). Each resolves on success and throws UpstreamError.

export const validateUsername = (upstream: Upstream, username: string) =>
  upstream.call<null>({ path: "/api/user/validateUsername", json: { username } });

export const validateEmail = (upstream: Upstream, email: string) =>
  upstream.call<null>({ path: "/api/user/validateEmail", json: { email } });

export const sendRegistrationCode = (upstream: Upstream, details: { username: string; phone: string; email: string }) =>
  upstream.call<null>({ path: "/api/user/sendRegistrationVerifyCode", json: details });

export const validateRegistrationCode = (upstream: Upstream, username: string, code: string) =>
  upstream.call<null>({ path: "/api/user/validateRegistrationCode", json: { username, code } });

export const register = (
  upstream: Upstream,
  account: { username: string; email: string; phone: string; verifyCode: string; password: string; matchingPassword: string },
) => upstream.call<{ username: string }>({ path: "/api/user/registration", json: account });

/** spec §7: form-encoded. */
export async function login(upstream: Upstream, credentials: { username: string; password: string }): Promise<LoginResult> {
  return (await upstream.call<LoginResult>({ path: "/api/user/login", form: credentials })).data;
}

export async function verifySecondFactor(upstream: Upstream, code: string): Promise<string> {
  return (await upstream.call<{ token: string }>({ path: "/api/mfa/verify", json: { code } })).data.token;
}

export const resendSecondFactor = (upstream: Upstream) => upstream.call<null>({ path: "/api/mfa/resend", json: {} });

export const logout = (upstream: Upstream) => upstream.call<null>({ method: "GET", path: "/api/user/logout" });

export async function getUserInfo(upstream: Upstream): Promise<UserInfo> {
  return (await upstream.call<UserInfo>({ method: "GET", path: "/api/user/info" })).data;
}

export const setTwoStep = (upstream: Upstream, enabled: boolean, password: string) =>
  upstream.call<{ mfaEnabled: boolean }>({ path: "/api/mfa/settings", json: { enabled, password } });

export const validatePassword = (upstream: Upstream, username: string, password: string) =>
  upstream.call<null>({ path: "/api/user/validatePassword", json: { username, password } });

export const changePassword = (upstream: Upstream, change: { oldPassword: string; password: string; matchingPassword: string }) =>
  upstream.call<null>({ path: "/api/user/change-pwd", json: change });

export async function checkForgotEmail(upstream: Upstream, email: string): Promise<{ attempts: number; registered: boolean }> {
  return (await upstream.call<{ attempts: number; registered: boolean }>({ path: "/api/email/validate", json: { email } })).data;
}

export const sendForgotCode = (upstream: Upstream, email: string) =>
  upstream.call<null>({ path: "/api/common/send-verify-code", json: { email, tokenType: 1 } });

export const validateForgotCode = (upstream: Upstream, email: string, code: string) =>
  upstream.call<null>({ path: "/api/common/validate-token", json: { email, code, tokenType: 1 } });

export const resetPassword = (upstream: Upstream, reset: { email: string; password: string; matchingPassword: string }) =>
  upstream.call<null>({ path: "/api/user/reset-pwd", json: reset });

export type ActiveSession = { id: number; device: string; signedInAt: string; lastSeenAt: string; current: boolean };

export async function listActiveSessions(upstream: Upstream): Promise<ActiveSession[]> {
  return (await upstream.call<ActiveSession[]>({ method: "GET", path: "/api/user/sessions" })).data;
}

export const signOutEverywhereElse = (upstream: Upstream) => upstream.call<null>({ path: "/api/user/sessions/revoke-others", json: {} });

/** POST /api/user/update with the Personal information fields. */
export const updateProfile = (upstream: Upstream, fields: Record<string, string>) =>
  upstream.call<null>({ path: "/api/user/update", json: fields });
