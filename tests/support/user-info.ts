import type { UserInfo } from "#core/auth";

/** A whole GET /api/user/info answer (the web client parses it with its contract), with `overrides`. */
export const testUserInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  username: "ada",
  firstName: "",
  lastName: "",
  dateOfBirth: "",
  ssnLast4: "",
  industry: "",
  bio: "",
  avatarId: null,
  email: "ada@example.com",
  phone: "",
  address: "",
  cityCode: "",
  stateCode: "",
  zipCode: "",
  countryCode: "",
  memberLevel: 1,
  membership: "Passengers",
  testUser: false,
  qtoken: null,
  mfaEnabled: false,
  ...overrides,
});
