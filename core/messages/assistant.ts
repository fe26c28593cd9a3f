// Every member-facing string of Enne, the assistant (issue "Enne, the assistant"): the lead
// sentences, refusals, the advice disclaimer and the field messages.

export const ASSISTANT_LIMITS = {
  /** Characters in one question. */
  questionMax: 2000,
  /** Characters in a conversation's title. */
  titleMax: 120,
  /** Characters in a feedback comment. */
  commentMax: 1000,
} as const;

export const ASSISTANT_MESSAGES = {
  questionRequired: "Please type a question.",
  questionInvalid: "Please remove the control characters from your question.",
  questionTooLong: `Please keep your question to ${ASSISTANT_LIMITS.questionMax.toLocaleString("en-US")} characters or fewer.`,
  titleRequired: "Please give the conversation a name.",
  titleTooLong: `Please keep the name to ${ASSISTANT_LIMITS.titleMax} characters or fewer.`,
  titleInvalid: "Please remove the control characters from the title.",
  commentTooLong: `Please keep your comment to ${ASSISTANT_LIMITS.commentMax.toLocaleString("en-US")} characters or fewer.`,
  commentInvalid: "Please remove the control characters from your comment.",
  rating: "must be up or down",
  rateLimited: "You have asked Enne a lot of questions in a short time. Please wait a minute and ask again.",
  conversationNotFound: "Conversation not found",
  messageNotFound: "Answer not found",
  signInForHistory: "Sign in to keep your conversations and continue them later.",
  renamed: "Conversation renamed.",
  deleted: "Conversation deleted.",
  feedbackSaved: "Thank you for your feedback.",
  /** Lead sentence of an answer composed from our content. */
  contentLead: (title: string) => `Here is what our published guidance says; the closest match is “${title}”.`,
  /** The closing line of a content answer. */
  contentClose: "Follow the links to read each source in full.",
  noMatch:
    "I could not find anything in EnPlus World's learning center, news or service pages that answers this well, so I would rather not guess.",
  suggestTopics: (topics: string[]) => `You could ask about ${topics.join(", ")}.`,
  /** Personalised buy/sell advice is never given. */
  adviceDisclaimer:
    "I can't tell you whether to buy, sell or hold a particular investment: that is personalised advice, and it needs someone who knows your whole situation. Our advisory desk can help with that.",
  advisoryDeskPointer: "Open the investments service to reach our advisory desk.",
  /** "Prepare for a conversation": questions to take to a specialist (core/assistant/prepare.ts). */
  prepareLead: (who: string) => `Here are questions to take to ${who}. Write down what you already know next to each, and add your own: a focused meeting costs less.`,
  prepareBring: {
    attorney: "Bring the contracts, letters and notices the matter involves, and a short timeline of what happened. If your matter is buying a home, a lease, a business or an estate plan, ask me again naming it, and our legal service's checklist for it has questions made for it.",
    checklist: "Before the meeting, work through the checklist for this matter: it lists the papers to gather and the steps to settle, and each step has its own explanation.",
    tax: "Bring last year's return, this year's income and tax forms, and the draft return and estimate from Individual tax.",
    investment: "Bring your latest statements, your goals with their dates, and your risk profile from the investments service.",
  },
  prepareFromFigures: (count: number) => `The first ${count === 1 ? "one comes" : `${count} come`} from your own figures; the others fit anyone.`,
  prepareClose: "I give general information, not legal, tax or investment advice: the specialist's answers are the ones that apply to you.",
  /** Questions that try to change the rules or reach someone else's data. */
  blocked:
    "I can only answer from EnPlus World's published content and, when you are signed in, from your own account figures. I can't change those rules or look at anyone else's information.",
  signInForFigures: "Sign in to ask about your own figures (tier, cash, holdings, orders, returns, tax draft, budget); meanwhile, here is our general guidance.",
  /** Lead sentence of an answer from the member's own figures. */
  figuresLead: "Here are your own figures, as your account pages show them.",
  figuresLocked: "Personal answers about your own figures unlock at Bronze: open an investor account to get there.",
  figuresUnavailable: "I could not read your account figures just now. Please try again in a moment.",
  modelFallback: "The writing model did not answer in time, so this answer was composed directly from our content.",
  visitorInvitation: "Create a free account to keep your conversations and ask about your own figures.",
} as const;
