// Contact us and the advisor's desk: every string a visitor, a member or an advisor reads.

export const CONTACT_MESSAGES = {
  notText: "Enter text",
  nameRequired: "Enter your name",
  nameTooLong: "Keep your name to 100 characters",
  nameInvalid: "Your name cannot contain line breaks or control characters",
  topicRequired: "Choose what your message is about",
  messageTooShort: "Tell us a little more: at least 10 characters",
  messageTooLong: "Keep your message to 5,000 characters",
  messageInvalid: "Your message cannot contain control characters",
  sent: "Thank you. We have your message and will answer by email within two business days.",
  tooMany: "You have sent several messages in a short time. Please wait an hour before sending another.",
  notFound: "No such message",
  answered: "The message is marked as answered.",
  reopened: "The message is open again.",
} as const;

export const CONTACT_PAGE_COPY = {
  title: "Contact us",
  intro:
    "Questions about your account, an investment, tax or a plan: write to us and a member of our team answers by email within two business days. Never send passwords, codes or full account numbers.",
  name: "Your name",
  email: "Email for our answer",
  topic: "What is it about?",
  message: "Your message",
  messageHelp: "At least 10 characters, at most 5,000.",
  send: "Send message",
  sentReference: (reference: string) => `Your last message is with our team under the reference ${reference}. You can write another below.`,
  sending: "Sending…",
  honeypot: "Leave this field empty",
  otherWays: "Other ways to get answers",
  otherWaysText: "Enne, our assistant, answers questions about our services at any hour, and the learning center explains the basics.",
  deskTitle: "Advisor desk",
  deskIntro: "Messages sent through Contact us, newest first. Answer by email, then mark the message answered.",
  deskEmpty: "No messages here.",
  deskFilters: "Message filters",
  open: "Open",
  answeredFilter: "Answered",
  all: "All",
  markAnswered: "Mark answered",
  reopen: "Reopen",
  reply: "Reply by email",
  from: "From",
  received: "Received",
} as const;

/** The acknowledgement mailed to whoever wrote. */
export function contactAcknowledgement(name: string, reference: string, topic: string) {
  return {
    subject: `We have your message (${reference})`,
    text: `Hello ${name},\n\nThank you for writing to EnPlus World about "${topic}". Your message is with our team under the reference ${reference}, and we answer by email within two business days.\n\nIf you need to add something, reply to our answer and quote the reference.\n\nEnPlus World`,
  };
}
