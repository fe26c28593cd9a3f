// Every user-facing string the spec quotes (§1, §2, §5, §8), word for word.

export const MESSAGES = {
  // §5 sign in
  usernameOrEmailRequired: "Username / Email is required",
  passwordRequired: "Password is required",
  // §5 sign up
  invalidUsername: "Invalid username",
  usernameTooLong: "Username is too long",
  usernameRequired: "Username is required",
  invalidEmail: "Invalid email address",
  invalidPhone: "Invalid phone number",
  // §5 code
  codeEmpty: "Please enter the code.",
  codeWrong: "Invalid code. Please try again.",
  // §5 password
  passwordMismatch: "Password does not match",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 50 characters",
  passwordNeedsLowercase: "Password must contain a lowercase letter",
  passwordNeedsUppercase: "Password must contain an uppercase letter",
  passwordNeedsDigit: "Password must contain a number",
  emailRequired: "Email is required",
  fieldTooLong: "Must be at most 50 characters",
  // Account messages of our design where the spec leaves the server's wording open
  usernameTaken: "This username is already taken.",
  emailTaken: "This email address is already registered.",
  codeExpired: "This code has expired. Please request a new one.",
  codeTooSoon: "Please wait a minute before requesting another code.",
  currentPasswordWrong: "The current password is incorrect.",
  authRateLimited: "Too many attempts. Please wait a minute and try again.",
  signInRequired: "Please sign in to continue.",
  signedOut: "You have been signed out.",
  twoStepOn: "Two-step verification is on. We will email you a code each time you sign in.",
  twoStepOff: "Two-step verification is off.",
  passwordChanged: "Your password has been changed.",
  // §5 custom date
  requiredField: "This is a required field",
  // §8 login and registration
  loginFailed: "Invalid username or password.",
  loginThrew: "Login failed",
  codeSendFailed:
    "Please confirm that your email address is entered correctly and your internet connection is stable.",
  registrationCompleted: "Registration Completed. Please Sign In to Enter Your World!",
  // §8 forgot password
  lockedOut:
    "You've reached the maximum number of attempts. Please wait 30 minutes before trying again.",
  passwordUpdated: "Password has been updated!",
  // §8 request client
  timeout: "The request timed out. Please try again.",
  noResponse: "Please confirm your internet connection is stable.",
  somethingWentWrong: "Oops! Something went wrong. Please try again later!",
  // §8 loading and routing
  cssChunkFailed: "Loading CSS chunk failed",
  // What the user reads when a chunk fails (the two lines above are the errors' own names).
  loadFailedTitle: "The page did not load completely",
  loadFailedText: "Check your internet connection, then reload to try again.",
  loadFailedAction: "Reload",
  visitorRecordFailed: "Failed to record visitor:",
  // §2 unmatched paths
  notFoundCode: "404",
  notFoundTitle: "Page Not Found",
  // §1 mobile notice
  mobileNoticeTitle: "Desktop Browser Recommended",
  mobileNoticeText:
    "Our mobile version is still under development. For the best experience, we strongly recommend using a desktop or laptop browser.",
} as const;

/** §8: 'This email is not registered. Please try again. Remaining attempts: {n}.' */
export function unregisteredEmailMessage(remainingAttempts: number): string {
  return `This email is not registered. Please try again. Remaining attempts: ${remainingAttempts}.`;
}

/** §8: 'Loading chunk {n} failed'. */
export function chunkLoadFailedMessage(chunk: string | number): string {
  return `Loading chunk ${chunk} failed`;
}
