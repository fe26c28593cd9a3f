// The bot check on sign-in and sign-up (requirements §7, §8).

export const BOT_CHECK_MESSAGES = {
  botCheckFailed: "Please complete the security check and try again.",
} as const;
