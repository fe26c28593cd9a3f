// Every member-facing string of the notification center: the messages and tasks the platform
// sends (requirements §3) and what the member's own actions say.

export const NOTIFICATION_NOTICES = {
  notificationDeleted: "The notification has been deleted.",
} as const;

export type MessageTopic = "welcome" | "password-changed" | "new-sign-in" | "two-step-on" | "two-step-off";
export type TaskTopic = "complete-profile" | "open-investor-account";
export type NotificationText = { title: string; body: string };

/** The messages, by topic; `detail` says where a sign-in came from, when known. */
export const NOTIFICATION_MESSAGES: Record<MessageTopic, (detail: string) => NotificationText> = {
  welcome: () => ({
    title: "Welcome to EnPlus World",
    body: "Your membership is ready. Start with the daily tip and the news, and open an investor account when you want calculators and Enne.",
  }),
  "password-changed": () => ({
    title: "Your password was changed",
    body: "If this was not you, reset your password now and turn on two-step verification in Security.",
  }),
  "new-sign-in": (detail) => ({
    title: "New sign-in to your account",
    body: `A sign-in just happened${detail ? ` from ${detail}` : ""}. If it was not you, change your password in Security.`,
  }),
  "two-step-on": () => ({ title: "Two-step verification is on", body: "Each sign-in now asks for a code we email you." }),
  "two-step-off": () => ({ title: "Two-step verification is off", body: "Sign-in now needs only your password. You can turn it back on in Security." }),
};

/** The tasks, by topic. */
export const NOTIFICATION_TASKS: Record<TaskTopic, NotificationText> = {
  "complete-profile": {
    title: "Complete your profile",
    body: "Add your phone, address and country in Personal information so we can reach you about your accounts.",
  },
  "open-investor-account": {
    title: "Open your investor account",
    body: "An investor account is free and takes you from Passengers to Bronze, with calculators and Enne.",
  },
};
