// requirements §8 (the request client, loading and routing), §2 (unmatched paths, flash notices)
// and §1 (the mobile notice): what every page may show when something goes wrong.

export const ERROR_MESSAGES = {
  // §8 request client
  timeout: "The request timed out. Please try again.",
  noResponse: "Please confirm your internet connection is stable.",
  somethingWentWrong: "Oops! Something went wrong. Please try again later!",
  // §8 loading and routing
  cssChunkFailed: "Loading CSS chunk failed",
  // What the user reads when a chunk fails (the line above is the error's own name).
  loadFailedTitle: "The page did not load completely",
  loadFailedText: "Check your internet connection, then reload to try again.",
  loadFailedAction: "Reload",
  visitorRecordFailed: "Failed to record visitor:",
  // §2 unmatched paths, and the error pages' own titles and words
  notFoundCode: "404",
  notFoundTitle: "Page Not Found",
  notFoundText: "The page you asked for is not here. It may have moved, or the address may be mistyped.",
  errorPageTitle: "Something went wrong",
  errorPageHeading: "We could not load this page",
  // What a page answers to an address or a post it does not know (shown by the error pages).
  noSuchPage: "No such page",
  noSuchService: "No such service",
  noSuchNotification: "No such notification",
  nothingToSubmit: "Nothing to submit on this page",
  // Flash notices (§2, §9): each can be dismissed, with or without JavaScript.
  dismissNotice: "Dismiss",
  // §1 mobile notice
  mobileNoticeTitle: "Desktop Browser Recommended",
  mobileNoticeText:
    "Our mobile version is still under development. For the best experience, we strongly recommend using a desktop or laptop browser.",
} as const;

/** §8: 'Loading chunk {n} failed'. */
export function chunkLoadFailedMessage(chunk: string | number): string {
  return `Loading chunk ${chunk} failed`;
}
