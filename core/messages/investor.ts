// Every member-facing string of the investor account (issue "Investor accounts for real"): the
// application's field messages and choices, the risk questionnaire, bank links and transfers.
// The rules that use them are in core/investor/ and core/ledger/; the API contract in
// core/contracts/investor.ts.

export const INVESTOR_MESSAGES = {
  // Required fields of the application, checked at submission (a draft may leave them empty).
  required: "This is a required field",

  // Social Security number
  ssnFormat: "Enter the 9 digits of your Social Security number, like 123-45-6789",
  ssnArea: "This is not a valid Social Security number: it cannot start with 000, 666 or 9",
  ssnGroup: "This is not a valid Social Security number: the middle two digits cannot be 00",
  ssnSerial: "This is not a valid Social Security number: the last four digits cannot be 0000",
  ssnTaken: "This Social Security number is already used by another investor account",

  // Date of birth
  dateFormat: "Enter your date of birth as YYYY-MM-DD, a real calendar date",
  dateTooEarly: "Enter a date of birth from 1900 or later",
  dateInFuture: "The date of birth cannot be in the future",
  underage: "You must be 18 or older to open an investor account",

  // Address and choices
  citizenship: "Choose your country of citizenship from the list",
  country: "Choose a country from the list",
  state: "Choose a state from the list",
  city: "Choose a city from the list",
  zip: "Enter a 5-digit ZIP code, or ZIP+4",
  industry: "Choose your industry from the list",
  employmentStatus: "Choose your employment status",
  band: "Choose one of the ranges",

  // Agreements and signature
  signatureMismatch: "Type your full name exactly as above (first and last name) to sign",
  agreementsRequired: "Please read and accept the agreements to open your account",

  // Bank links
  holderName: "Enter the account holder's name as the bank has it: letters, spaces, hyphens, apostrophes and periods",
  signatureTooLong: "The signature must be at most 101 characters",
  routingFormat: "Enter the 9-digit routing number of your bank",
  routingChecksum: "This routing number is not valid. Please check it against a check or your bank's website",
  accountNumberFormat: "Enter the account number: 4 to 17 digits",
  accountType: "Choose checking or savings",
  tooManyBanks: (max: number) => `You can link up to ${max} bank accounts. Remove one to add another`,

  // Transfers
  insufficientFunds: (available: string) => `You can withdraw at most ${available}, the settled cash not held for open orders`,
  transferNotCancellable: "Only a pending deposit can be cancelled",
  idempotencyKey: "Send an idempotency key of 8 to 100 letters, digits, hyphens or underscores",

  // Risk assessment
  answerMissing: "Please answer this question",
  answerUnknown: "Choose one of the answers offered",
  questionUnknown: "This is not a question of the assessment",
  qTokenInvalid: "This assessment has expired or was already submitted. Please start it again",
} as const;

export const EMPLOYMENT_STATUS_LABELS = {
  employed: "Employed",
  self_employed: "Self-employed",
  retired: "Retired",
  student: "Student",
  unemployed: "Not employed",
} as const;

export const BAND_LABELS = {
  under_25k: "Under $25,000",
  "25k_50k": "$25,000 to $50,000",
  "50k_100k": "$50,000 to $100,000",
  "100k_250k": "$100,000 to $250,000",
  "250k_1m": "$250,000 to $1,000,000",
  over_1m: "Over $1,000,000",
} as const;

export const APPLICATION_STATUS_LABELS = {
  none: "Not started",
  draft: "Draft",
  submitted: "Under review",
  approved: "Approved",
  rejected: "Needs changes",
} as const;

export const ACCOUNT_TYPE_LABELS = { checking: "Checking", savings: "Savings" } as const;

export const TRANSFER_STATUS_LABELS = {
  pending: "Pending",
  settled: "Settled",
  failed: "Failed",
  cancelled: "Cancelled",
} as const;

export const TRANSFER_DIRECTION_LABELS = { deposit: "Deposit", withdrawal: "Withdrawal" } as const;

export const RISK_PROFILE_LABELS = {
  conservative: {
    label: "Conservative",
    description: "You put keeping your money safe first, and accept lower returns for steadier values.",
  },
  moderately_conservative: {
    label: "Moderately conservative",
    description: "You want mostly steady values, with a small part of your money seeking growth.",
  },
  moderate: {
    label: "Moderate",
    description: "You balance growth and stability, and can accept ups and downs along the way.",
  },
  moderately_aggressive: {
    label: "Moderately aggressive",
    description: "You seek growth and can ride out sizeable falls over a longer horizon.",
  },
  aggressive: {
    label: "Aggressive",
    description: "You seek the highest growth and accept large, possibly lasting falls in value.",
  },
} as const;

/**
 * The risk questionnaire's words, question by question and answer by answer. The order of the
 * answers here is the order shown; their points are in core/investor/assessment.ts.
 */
export const ASSESSMENT_COPY = {
  horizon: {
    text: "When do you expect to need most of the money you invest here?",
    options: {
      under_3y: "Within 3 years",
      "3_5y": "In 3 to 5 years",
      "6_10y": "In 6 to 10 years",
      over_10y: "In more than 10 years",
    },
  },
  goal: {
    text: "What is your main goal for this money?",
    options: {
      preserve: "Keep its value safe",
      income: "Earn a steady income",
      balanced: "A balance of income and growth",
      growth: "Grow it over time",
      max_growth: "Grow it as much as possible",
    },
  },
  experience: {
    text: "How much experience do you have with investing in stocks or funds?",
    options: {
      none: "None",
      limited: "A little: savings products or a retirement plan",
      moderate: "Some: I have chosen stocks or funds myself",
      extensive: "Extensive: I invest actively, options or margin included",
    },
  },
  drawdown: {
    text: "Your investments fall 20% in a month. What do you do?",
    options: {
      sell_all: "Sell everything",
      sell_some: "Sell some of them",
      hold: "Keep them and wait",
      buy_more: "Buy more while prices are low",
    },
  },
  income_stability: {
    text: "How steady is your income over the next few years?",
    options: {
      unstable: "Uncertain",
      somewhat: "Somewhat steady",
      stable: "Steady",
      very_stable: "Very steady",
    },
  },
  liquidity: {
    text: "How likely are you to need part of this money at short notice?",
    options: {
      high: "Very likely",
      some: "Possibly",
      low: "Unlikely",
      none: "I have separate savings for emergencies",
    },
  },
  net_worth_share: {
    text: "What share of your net worth will you invest here?",
    options: {
      over_75: "More than 75%",
      "50_75": "50% to 75%",
      "25_50": "25% to 50%",
      under_25: "Less than 25%",
    },
  },
  age_band: {
    text: "How old are you?",
    options: {
      "65_plus": "65 or older",
      "50_64": "50 to 64",
      "35_49": "35 to 49",
      under_35: "Under 35",
    },
  },
} as const;

/** The notices of investor events, part of MESSAGES. */
export const INVESTOR_NOTICES = {
  investorAccountOpened: "Your investor account is open. Welcome to Bronze.",
  applicationStepSaved: "Saved. You can leave and come back: your application waits for you.",
  applicationRejected: "Your application needs a few changes. Each one is marked on its step.",
  assessmentSaved: "Your risk assessment is saved.",
  bankLinked: "Your bank account is linked.",
  bankRemoved: "The bank account is removed.",
  depositRequested: "Your deposit is on its way. It shows as pending until it settles.",
  withdrawalRequested: "Your withdrawal is on its way. It shows as pending until it settles.",
  transferCancelled: "The deposit is cancelled.",
} as const;

/** The words of the investor pages (open an account, the risk assessment, funding, the My World overview). */
export const INVESTOR_PAGE_COPY = {
  applicationTitle: "Open your investor account",
  applicationIntro:
    "Tell us who you are, where you live and how you invest. Each step is saved as you go, so you can leave and come back.",
  stepsLabel: "Application steps",
  steps: {
    personal: "About you",
    address: "Address",
    employment: "Employment",
    finances: "Income and net worth",
    assessment: "Risk assessment",
    agreements: "Agreements",
    review: "Review and submit",
  },
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  status: "Application status",
  saveAndContinue: "Save and continue",
  back: "Back",
  submit: "Submit my application",
  resubmit: "Submit my corrected application",
  fields: {
    firstName: "First name",
    lastName: "Last name",
    dateOfBirth: "Date of birth",
    ssn: "Social Security number",
    ssnHelp: "9 digits, with or without hyphens. We keep it encrypted and only ever show the last four.",
    ssnOnFile: (masked: string) => `On file: ${masked}. Leave empty to keep it.`,
    citizenship: "Citizenship",
    address: "Street address",
    countryCode: "Country",
    stateCode: "State or territory (US)",
    cityCode: "City",
    zipCode: "ZIP code",
    employmentStatus: "Employment status",
    industry: "Industry",
    industryHelp: "Needed when you are employed or self-employed.",
    annualIncome: "Annual income",
    netWorth: "Net worth",
    signature: "Signature: type your full name",
    signatureHelp: (name: string) => (name ? `Type “${name}” exactly.` : "Type your first and last name as given in step 1."),
    agreementsAccepted: "I have read and accept the customer agreement, the privacy notice and the risk disclosure.",
  },
  choose: {
    country: "Choose a country",
    state: "Choose a state",
    city: "Choose a city",
    cityFirst: "Choose a state first",
    industry: "Choose an industry",
    employment: "Choose your employment status",
    band: "Choose a range",
  },
  agreementsList: [
    "The customer agreement: how your account works, fees and how to close it.",
    "The privacy notice: what we keep about you and why.",
    "The risk disclosure: investments can lose value, including the money you put in.",
  ],
  signedAt: (when: string) => `Signed ${when}.`,
  assessmentDone: "Your risk assessment is on file.",
  assessmentMissing: "Take the risk assessment before you submit: it takes about two minutes.",
  takeAssessment: "Take the risk assessment",
  retakeAssessment: "Retake the risk assessment",
  reviewIntro: "Check your answers, then submit. We review the application at once.",
  notGiven: "Not given yet",
  edit: (step: string) => `Edit ${step.toLowerCase()}`,
  rejectedTitle: "Your application needs changes",
  rejectedIntro: "Correct these and submit again:",
  approvedTitle: "Your investor account is open",
  approvedText: "Link a bank account and add money to grow your assets and your tier.",
  goToFunding: "Link a bank and add money",
  submittedText: "Your application is being reviewed.",

  assessmentTitle: "Your risk assessment",
  assessmentIntro: "About eight questions on your goals and how you handle ups and downs. There are no wrong answers.",
  assessmentExpires: (when: string) => `This questionnaire is valid until ${when}.`,
  assessmentSubmit: "See my risk profile",
  assessmentResult: "Your result",
  assessmentScore: (score: number) => `Score: ${score}`,
  assessmentTakenAt: (when: string) => `Taken ${when}.`,
  backToApplication: "Back to your application",

  fundingTitle: "Funding",
  fundingIntro: "Link a bank account, then move money in and out. Deposits show as pending until they settle.",
  noAccount: "Open your investor account first: funding comes with it.",
  openAccount: "Open an investor account",
  cashTitle: "Cash",
  cash: { settled: "Settled", pending: "Pending deposits", held: "Held for open orders", available: "Available to withdraw or invest" },
  banksTitle: "Linked bank accounts",
  banksEmpty: "No bank account linked yet.",
  banksMax: (max: number) => `You can link up to ${max} bank accounts.`,
  removeBank: (name: string) => `Remove ${name}`,
  removeBankNote: "A deposit or withdrawal still pending with an account you remove will not go through; the money stays where it was.",
  addBankTitle: "Link a bank account",
  holderName: "Account holder",
  routingNumber: "Routing number",
  routingHelp: "The 9 digits at the bottom left of a check.",
  accountNumber: "Account number",
  accountNumberHelp: "4 to 17 digits.",
  accountType: "Account type",
  linkBank: "Link this bank account",
  transferTitle: "Move money",
  transferNeedsBank: "Link a bank account to move money.",
  direction: "Direction",
  bank: "Bank account",
  amount: "Amount (USD)",
  amountHelp: "Up to $5,000,000.00 per transfer, like 1,234.56.",
  sendTransfer: "Send",
  historyTitle: "Transfer history",
  historyEmpty: "No transfers yet.",
  historyColumns: { date: "Date", direction: "Type", bank: "Bank", amount: "Amount", status: "Status", actions: "Actions" },
  cancelTransfer: "Cancel",
  cancelTransferLabel: (amount: string) => `Cancel the pending deposit of ${amount}`,
  pendingRefresh: "A transfer is pending: this page updates itself every few seconds.",
  previousPage: "Newer transfers",
  nextPage: "Older transfers",

  overviewTitle: "Your money",
  totalAssets: "Total assets",
  pendingTransfers: (count: number) => (count === 1 ? "1 transfer pending" : `${count} transfers pending`),
  noPendingTransfers: "No transfers pending",
  manageFunding: "Add or withdraw money",
  openTitle: "Open an investor account",
  openText: "Opening an investor account is free and moves you from Passengers to Bronze, with calculators and Enne, our assistant.",
  continueApplication: "Continue your application",
  startApplication: "Start your application",
  loading: "Loading…",
} as const;

/** The notification of a tier change after money moved (issue "Investor accounts for real" §5). */
export const INVESTOR_TIER_MESSAGES = {
  up: (tier: string) => ({ title: `Welcome to ${tier}`, body: `Your assets on EnPlus World now place you in ${tier}. See what it unlocks in your membership overview.` }),
  down: (tier: string) => ({ title: `Your tier is now ${tier}`, body: `Your assets on EnPlus World now place you in ${tier}. Your membership overview shows what the next tier takes.` }),
} as const;

/**
 * The notification of a transfer that failed at settlement: its bank account was removed while it
 * was pending, so the money stays where it was (a deposit is never credited, a withdrawal's cash
 * comes back).
 */
export const INVESTOR_TRANSFER_FAILED = (direction: "deposit" | "withdrawal", amount: string) => ({
  title: `Your ${direction} of ${amount} did not go through`,
  body:
    direction === "deposit"
      ? `The bank account it came from was removed before it settled, so nothing was taken and nothing was credited. Link the account again to deposit.`
      : `The bank account it was going to was removed before it settled, so the ${amount} is back in your available cash.`,
});

/** The API's refusals of investor requests, besides the field messages above. */
export const INVESTOR_REFUSALS = {
  accountNotOpen: "Open your investor account before moving money",
  alreadyApproved: "Your investor account is already open; the application can no longer be changed",
  notStarted: "Fill in your application before submitting it: nothing has been saved yet",
  bankNotFound: "No such linked bank account",
  transferNotFound: "No such transfer",
} as const;
