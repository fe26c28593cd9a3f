import type { LoginResult, UserInfo } from "#core/auth";
import {
  activeSessionsContract,
  changePasswordContract,
  forgotEmailContract,
  forgotSendCodeContract,
  forgotValidateCodeContract,
  loginContract,
  logoutContract,
  mfaResendContract,
  mfaSettingsContract,
  mfaVerifyContract,
  registrationContract,
  resetPasswordContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
  sendRegistrationCodeContract,
  updateProfileContract,
  userInfoContract,
  dataVersionContract,
  validateEmailContract,
  validatePasswordContract,
  validateRegistrationCodeContract,
  validateUsernameContract,
  type ActiveSession,
} from "#core/contracts/accounts";
import type { Upstream } from "./client.server";

// The account calls of requirements §7 (docs/api.md), each through its contract in
// core/contracts/accounts.ts. Each resolves on success and throws UpstreamError.

export type { ActiveSession };

export const validateUsername = (upstream: Upstream, username: string) =>
  upstream.callContract(validateUsernameContract, { body: { username } });

export const validateEmail = (upstream: Upstream, email: string) => upstream.callContract(validateEmailContract, { body: { email } });

export const sendRegistrationCode = (upstream: Upstream, details: { username: string; phone: string; email: string }) =>
  upstream.callContract(sendRegistrationCodeContract, { body: details });

export const validateRegistrationCode = (upstream: Upstream, username: string, code: string) =>
  upstream.callContract(validateRegistrationCodeContract, { body: { username, code } });

export const register = (
  upstream: Upstream,
  account: { username: string; email: string; phone: string; verifyCode: string; password: string; matchingPassword: string },
) => upstream.callContract(registrationContract, { body: account });

/** requirements §7: form-encoded. */
export async function login(upstream: Upstream, credentials: { username: string; password: string }): Promise<LoginResult> {
  return (await upstream.callContract(loginContract, { form: credentials })).data;
}

export async function verifySecondFactor(upstream: Upstream, code: string): Promise<string> {
  return (await upstream.callContract(mfaVerifyContract, { body: { code } })).data.token;
}

export const resendSecondFactor = (upstream: Upstream) => upstream.callContract(mfaResendContract, { body: {} });

export const logout = (upstream: Upstream) => upstream.callContract(logoutContract);

export async function getUserInfo(upstream: Upstream): Promise<UserInfo> {
  return (await upstream.callContract(userInfoContract)).data;
}

/** What the member's pages are made of, as an opaque version (docs/decisions/038). */
export async function getDataVersion(upstream: Upstream): Promise<string> {
  return (await upstream.callContract(dataVersionContract)).data.version;
}

export const setTwoStep = (upstream: Upstream, enabled: boolean, password: string) =>
  upstream.callContract(mfaSettingsContract, { body: { enabled, password } });

export const validatePassword = (upstream: Upstream, username: string, password: string) =>
  upstream.callContract(validatePasswordContract, { body: { username, password } });

export const changePassword = (upstream: Upstream, change: { oldPassword: string; password: string; matchingPassword: string }) =>
  upstream.callContract(changePasswordContract, { body: change });

export async function checkForgotEmail(upstream: Upstream, email: string): Promise<{ attempts: number; registered: boolean }> {
  return (await upstream.callContract(forgotEmailContract, { body: { email } })).data;
}

export const sendForgotCode = (upstream: Upstream, email: string) =>
  upstream.callContract(forgotSendCodeContract, { body: { email, tokenType: 1 } });

export const validateForgotCode = (upstream: Upstream, email: string, code: string) =>
  upstream.callContract(forgotValidateCodeContract, { body: { email, code, tokenType: 1 } });

export const resetPassword = (upstream: Upstream, reset: { email: string; password: string; matchingPassword: string }) =>
  upstream.callContract(resetPasswordContract, { body: reset });

export async function listActiveSessions(upstream: Upstream): Promise<ActiveSession[]> {
  return (await upstream.callContract(activeSessionsContract)).data;
}

export const signOutEverywhereElse = (upstream: Upstream) => upstream.callContract(revokeOtherSessionsContract, { body: {} });

/** Ends one of the member's other sessions. */
export const signOutSession = (upstream: Upstream, id: number) => upstream.callContract(revokeSessionContract, { body: { id } });

/** POST /api/user/update with the Personal information fields. */
export const updateProfile = (upstream: Upstream, fields: Record<string, string>) =>
  upstream.callContract(updateProfileContract, { body: fields });
