// Business constants of requirements §9, written once for the web app, the API and the tests.

export const CODE_LENGTH = 6;
export const CODE_VALID_MINUTES = 10;
export const RESEND_COUNTDOWN_SECONDS = 60;

export const PASSWORD_MIN_LENGTH = 8;
export const TEXT_FIELD_MAX_LENGTH = 50;
export const USERNAME_MAX_LENGTH = 20;

export const FORGOT_PASSWORD_LOCKOUT_MINUTES = 30;
/** Unregistered-email checks a client may make in 30 minutes before the lockout. */
export const FORGOT_PASSWORD_MAX_ATTEMPTS = 5;
/** tokenType used for forgot-password codes (requirements §7). */
export const FORGOT_PASSWORD_TOKEN_TYPE = 1;

export const TIER_COUNT = 9;
export const OVERVIEW_FEATURE_COUNT = 19;
export const TIER_WHEEL_ROWS = [4, 5] as const;

export const REQUEST_TIMEOUT_MS = 60_000;
export const MAX_ERROR_NOTICES = 1;
export const CHUNK_TIMEOUT_MS = 120_000;

export const DIALOG_WIDTH = { signIn: "56rem", signUp: "52rem" } as const;
export const DIALOG_OPEN_MS = 2000;
export const DIALOG_CLOSE_MS = 500;

export const MAX_FEEDBACK_MESSAGES = 2;

/** requirements §9: the root font size scales against this design, clamped to these bounds. */
export const DESIGN_VIEWPORT = { width: 1440, height: 900 } as const;
export const ROOT_FONT_SIZE_PX = { min: 6, max: 16 } as const;

export const PRICING_TYPES = ["asset-management", "taxes", "business-accounting"] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
