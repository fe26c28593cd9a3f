// Every member-facing string, one file per domain (docs/architecture.md §10). MESSAGES holds the
// ones the requirements quote (§1, §2, §5, §8) and the notices of each event, word for word, for
// the web app, the API and the tests alike. Money's messages stay in core/money/messages.ts and
// the planning calculators' in ./planning.ts.

import { ACCOUNT_MESSAGES } from "./accounts";
import { BOT_CHECK_MESSAGES } from "./bot-check";
import { ERROR_MESSAGES } from "./errors";
import { INVESTOR_NOTICES } from "./investor";
import { NOTIFICATION_NOTICES } from "./notifications";
import { PROFILE_NOTICES } from "./profile";

export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...PROFILE_NOTICES,
  ...NOTIFICATION_NOTICES,
  ...INVESTOR_NOTICES,
  ...BOT_CHECK_MESSAGES,
  ...ERROR_MESSAGES,
} as const;

export { unregisteredEmailMessage } from "./accounts";
export { chunkLoadFailedMessage } from "./errors";
export { PROFILE_MESSAGES } from "./profile";
export { NOTIFICATION_MESSAGES, NOTIFICATION_TASKS, type MessageTopic, type NotificationText, type TaskTopic } from "./notifications";
export { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from "./assistant";
