// Every member-facing string of the profile: the personal information rules (requirements §5)
// and what each save says, one wording per event for the web app and the API alike.

export const PROFILE_MESSAGES = {
  invalidName: "Use letters and digits only",
  invalidSsn: "Enter the 9 digits of your Social Security number",
  invalidDate: "Please enter a valid date",
  futureDate: "The date cannot be in the future",
  bioTooLong: "Bio must be at most 500 characters",
  addressTooLong: "Address must be at most 200 characters",
  invalidZip: "Enter a 5-digit ZIP code, or ZIP+4",
  invalidCharacters: "This field contains characters that cannot be saved",
} as const;

export const PROFILE_NOTICES = {
  // §5 custom date
  requiredField: "This is a required field",
  profileSaved: "Your personal information has been saved.",
  twoStepOn: "Two-step verification is on. We will email you a code each time you sign in.",
  twoStepOff: "Two-step verification is off.",
  signedOutElsewhere: "You are signed out everywhere else.",
  signedOutThere: "That device is signed out.",
  // The session was ended meanwhile (signed out there, timed out), or is not the member's.
  sessionGone: "That session has already ended.",
  sessionIsThisBrowser: "This is the browser you are using: to end its session, sign out.",
} as const;
