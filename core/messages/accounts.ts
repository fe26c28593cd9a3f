// Every member-facing string of the accounts domain: sign-in, sign-up, the emailed code, passwords
// and forgot password (requirements §5, §8 word for word), and the API's own confirmations.

export const ACCOUNT_MESSAGES = {
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
  // Account messages of our design where the requirements leave the server's wording open
  usernameTaken: "This username is already taken.",
  emailTaken: "This email address is already registered.",
  usernameAvailable: "This username is available.",
  emailAvailable: "This email address can be used.",
  codeConfirmed: "Code confirmed.",
  passwordConfirmed: "Password confirmed.",
  codeExpired: "This code has expired. Please request a new one.",
  codeTooSoon: "Please wait a minute before requesting another code.",
  currentPasswordWrong: "The current password is incorrect.",
  authRateLimited: "Too many attempts. Please wait a minute and try again.",
  signInRequired: "Please sign in to continue.",
  signedOut: "You have been signed out.",
  passwordChanged: "Your password has been changed.",
  // §8 login and registration
  loginFailed: "Invalid username or password.",
  loginThrew: "Login failed",
  codeSendFailed: "Please confirm that your email address is entered correctly and your internet connection is stable.",
  registrationCompleted: "Registration Completed. Please Sign In to Enter Your World!",
  // §8 forgot password
  lockedOut: "You've reached the maximum number of attempts. Please wait 30 minutes before trying again.",
  passwordUpdated: "Password has been updated!",
} as const;

/** §8: 'This email is not registered. Please try again. Remaining attempts: {n}.' */
export function unregisteredEmailMessage(remainingAttempts: number): string {
  return `This email is not registered. Please try again. Remaining attempts: ${remainingAttempts}.`;
}
