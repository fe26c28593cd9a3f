import { FORMATION_CHECKLISTS } from "./formation-checklists";

// The legal service's Bronze checklists ("Checklists and Enne explanations"): what to gather,
// check and ask before a common legal matter. The text is the product's own content, written once
// here and served by the API with each member's ticks; keys are stable, because the ticks are
// stored by key (a reworded item keeps its tick, a removed key is dropped when read).

/** The legal service's checklists page; each checklist is a section of it, at `#<key>`. */
export const LEGAL_CHECKLISTS_PATH = "/myworld/service/legal/checklists";
/** Diamond's trust and business formation checklists (./formation-checklists.ts), a page of their own. */
export const FORMATION_CHECKLISTS_PATH = "/myworld/service/legal/formation";
/** A checklist's section on its page. */
export const checklistHref = (key: string) => `${checklistSetOf(key) === "formation" ? FORMATION_CHECKLISTS_PATH : LEGAL_CHECKLISTS_PATH}#${key}`;
/** A checklist as Enne cites it. */
export const checklistSourceTitle = (title: string) => `Legal checklist: ${title}`;

export type ChecklistItem = {
  readonly key: string;
  readonly text: string;
  /** Why it matters, in a sentence, under the item. */
  readonly detail: string;
};

export type Checklist = {
  readonly key: string;
  readonly title: string;
  readonly summary: string;
  readonly items: readonly ChecklistItem[];
  /** When the matter needs an attorney rather than a checklist. */
  readonly attorney: string;
  /** The attorney the matter calls for, as a sentence names them ("a business attorney"). */
  readonly attorneyKind: string;
  /** Questions to take to the attorney, which Enne hands a member who asks what to ask. */
  readonly attorneyQuestions: readonly string[];
};

export const LEGAL_CHECKLISTS = [
  {
    key: "buying-a-home",
    title: "Buying a home",
    summary: "From the offer to the closing table: the papers to read and the questions to settle before you sign.",
    items: [
      { key: "preapproval", text: "Get a mortgage preapproval letter and keep a copy of the loan estimate", detail: "Sellers take a preapproved offer more seriously, and the loan estimate is what the closing disclosure is checked against." },
      { key: "contingencies", text: "Make the offer contingent on financing, inspection and appraisal", detail: "Each contingency lets you withdraw and keep your earnest money if that step fails, within the deadline the contract sets." },
      { key: "earnest-money", text: "Confirm who holds the earnest money and when it becomes non-refundable", detail: "It is usually held in escrow by a title company or attorney, never paid to the seller directly." },
      { key: "inspection", text: "Book a home inspection and read the full report, not only the summary", detail: "Repairs or credits must be asked for before the inspection contingency's deadline passes." },
      { key: "title", text: "Review the title commitment and buy an owner's title insurance policy", detail: "The commitment lists liens, easements and exceptions; the lender's policy protects the lender, not you." },
      { key: "disclosures", text: "Read the seller's disclosures and the homeowners association documents", detail: "Association rules, fees and special assessments bind you as soon as you own the home." },
      { key: "titling", text: "Decide how the deed will name the owners", detail: "Sole ownership, joint tenancy with right of survivorship or tenancy by the entirety decide who owns the home if one owner dies." },
      { key: "closing-disclosure", text: "Compare the closing disclosure with the loan estimate three business days before closing", detail: "The lender must give it to you at least three business days ahead; ask about any fee that changed." },
      { key: "wire-fraud", text: "Confirm wiring instructions by phone, at a number you already know", detail: "Emails that change the account for the down payment are the most common closing fraud." },
      { key: "final-walkthrough", text: "Do a final walk-through before signing", detail: "Check that agreed repairs were made and that nothing included in the sale was removed." },
    ],
    attorney: "See a real estate attorney if the title shows liens or disputes, the home is sold as-is or by its owner, or your state has attorneys conduct closings.",
    attorneyKind: "a real estate attorney",
    attorneyQuestions: [
      "Will you review the purchase contract before I sign, and which contingencies should it include for financing, inspection and appraisal?",
      "What does the title commitment show for this property, and what do its exceptions mean for me?",
      "How should the deed name the owners, and what does each choice mean if one of us dies or we separate?",
      "What happens to my earnest money if the sale falls through, and when does it become non-refundable?",
      "Which costs on the closing disclosure can still change, and what should I do if one does?",
      "Will you attend the closing, and is your fee flat or hourly?",
    ],
  },
  {
    key: "signing-a-lease",
    title: "Signing a lease",
    summary: "What to read and record before you rent a home, so the deposit comes back and the terms hold no surprises.",
    items: [
      { key: "read-lease", text: "Read the whole lease, including the rules and addenda it refers to", detail: "Pet, parking, guest and noise rules are often in separate pages that the lease makes binding." },
      { key: "term-renewal", text: "Note the term, the renewal terms and the notice needed to leave", detail: "Some leases renew automatically unless you give notice 30 to 60 days ahead." },
      { key: "rent-fees", text: "Write down the rent, its due date, the grace period and every fee", detail: "Late fees, utilities and amenity fees add up; ask which ones can change during the lease." },
      { key: "deposit", text: "Ask where the security deposit is held and when it is returned", detail: "Many states cap deposits and set a deadline for returning them with an itemised list of deductions." },
      { key: "move-in-record", text: "Record the home's condition at move-in with dated photos and a signed checklist", detail: "It is your evidence against deductions for damage that was already there." },
      { key: "repairs", text: "Find out who handles repairs and how to ask for them in writing", detail: "A written, dated request is what your state's repair rules usually require before other remedies." },
      { key: "early-termination", text: "Read the early termination and subletting clauses", detail: "A job move or a change in the household is easier when the cost of leaving early is known." },
      { key: "renters-insurance", text: "Get renters insurance for your belongings and liability", detail: "The landlord's policy covers the building, not what you own or an injury you cause." },
      { key: "signed-copy", text: "Keep a copy of the lease signed by both sides", detail: "An unsigned copy is weak evidence of what was agreed." },
    ],
    attorney: "See a tenant's attorney or a local tenant union if a clause waives rights your state gives tenants, or if a deposit is withheld without an itemised reason.",
    attorneyKind: "a tenant's attorney",
    attorneyQuestions: [
      "Is any clause in this lease unenforceable in this state, such as a waiver of repairs or of my deposit?",
      "What would breaking the lease early cost me, and must the landlord try to rent the home again?",
      "What deadline and rules apply here to returning my security deposit?",
      "What notice must the landlord give before entering, raising the rent or ending the tenancy?",
      "Which repairs are the landlord's, and what can I do if they are not made?",
      "Does the lease renew on its own, and how do I give notice that I am leaving?",
    ],
  },
  {
    key: "forming-a-business",
    title: "Forming a business",
    summary: "The legal first steps of a new venture: its form, its filings and the papers that keep its owners' finances apart from its own.",
    items: [
      { key: "entity", text: "Choose the form: sole proprietorship, partnership, LLC or corporation", detail: "The form decides whether your personal assets answer for the business's debts and how its profit is taxed." },
      { key: "name", text: "Check that the name is free with your state and as a web domain", detail: "A name taken in your state cannot be registered, and a trademark search avoids a later dispute." },
      { key: "formation-filing", text: "File articles of organization or incorporation with your state", detail: "The state's filing creates the LLC or corporation; fees and annual reports vary by state." },
      { key: "registered-agent", text: "Name a registered agent with an address in the state", detail: "The agent receives lawsuits and official notices for the business." },
      { key: "operating-agreement", text: "Sign an operating agreement or bylaws, even as the only owner", detail: "It sets who decides, how profits are shared and what happens if an owner leaves or dies." },
      { key: "ein", text: "Get an employer identification number (EIN) from the IRS", detail: "Banks ask for it to open the business account, and you need it to hire." },
      { key: "bank-account", text: "Open a business bank account and keep business money only there", detail: "Mixing personal and business money can let a court disregard the LLC's protection." },
      { key: "licenses", text: "Apply for the licenses and permits your city, county and state require", detail: "Requirements depend on the trade and the place; operating without them can bring fines." },
      { key: "insurance", text: "Review general liability, professional liability and property insurance", detail: "The entity limits your personal liability; insurance pays the claims the business itself faces." },
      { key: "ownership-information", text: "Check whether a beneficial ownership report is required", detail: "Federal rules on reporting the owners of a company have changed; confirm what applies when you form it." },
    ],
    attorney: "See a business attorney before taking on partners or investors, signing a lease or a large contract, or hiring your first employee.",
    attorneyKind: "a business attorney",
    attorneyQuestions: [
      "Which form fits my business, an LLC, an S corporation or a C corporation, for liability, taxes and raising money?",
      "In which state should I form it, and what filings, fees and annual reports follow?",
      "What should the operating agreement or bylaws say about ownership, decisions, an owner leaving and a sale?",
      "Who can be our registered agent, and which licenses and permits does the business need here?",
      "What keeps my personal assets apart from the business's debts: accounts, contracts in the company's name, insurance?",
      "Which agreements should be signed before we start, such as between founders or for our name and trademarks?",
    ],
  },
  {
    key: "estate-attorney-meeting",
    title: "Meeting an estate planning attorney",
    summary: "What to bring and decide before the first meeting, so the paid hour goes to advice rather than gathering facts.",
    items: [
      { key: "asset-list", text: "List what you own, how each asset is titled and its rough value", detail: "The estate calculator in the Estate service can total it and show how each asset would pass." },
      { key: "debts", text: "List your debts: mortgage, loans and cards, with their balances", detail: "Debts are paid before heirs receive anything." },
      { key: "beneficiaries", text: "Gather the beneficiary designations on retirement accounts and life insurance", detail: "They pass those assets outside the will, so the plan must match them." },
      { key: "existing-documents", text: "Bring your current will, trusts and powers of attorney, if any", detail: "The attorney will check whether they still reflect your wishes and your state's law." },
      { key: "family", text: "Write down your family: spouse, children and any earlier marriages", detail: "Children from an earlier marriage and prenuptial agreements change what a plan must provide." },
      { key: "executor", text: "Choose an executor and a backup", detail: "The executor gathers the estate, pays the debts and distributes the rest." },
      { key: "guardian", text: "Choose a guardian for children under 18", detail: "Without one named in a will, a court decides who raises them." },
      { key: "health-care", text: "Decide who would make health care and financial decisions if you could not", detail: "A health care proxy and a durable power of attorney name them." },
      { key: "questions", text: "Write your questions and ask how the attorney charges", detail: "Flat fees are common for wills and trusts; ask what is included and what costs extra." },
    ],
    attorney: "The meeting is with an attorney: EnPlus World can connect you with a vetted estate planning attorney in your state.",
    attorneyKind: "an estate planning attorney",
    attorneyQuestions: [
      "Do I need a will, a revocable living trust or both, given what I own and where?",
      "Which of my assets would pass through probate, and which by beneficiary designation, joint ownership or transfer on death?",
      "Whom should I name as executor, trustee and guardian of my children, and what does each role involve?",
      "Do my beneficiary designations and account titles match what my will says?",
      "What should my durable power of attorney and health care directive cover?",
      "Could federal or state estate or inheritance tax apply to my estate, and how often should we review the plan?",
    ],
  },
] as const satisfies readonly Checklist[];

/**
 * The two sets of checklists and the feature each is behind: the Bronze checklists of common
 * matters ("calculators", the tier of the card "Checklists and Enne explanations") and Diamond's
 * trust and business formation ("trusts").
 */
export const CHECKLIST_SETS = { general: { feature: "calculators" }, formation: { feature: "trusts" } } as const;
export type ChecklistSet = keyof typeof CHECKLIST_SETS;

const ALL_CHECKLISTS = [...LEGAL_CHECKLISTS, ...FORMATION_CHECKLISTS] as const;

export type LegalChecklistKey = (typeof ALL_CHECKLISTS)[number]["key"];
/** Every checklist's key, of both sets: each is stored and saved by its key alone. */
export const LEGAL_CHECKLIST_KEYS = ALL_CHECKLISTS.map((c) => c.key) as [LegalChecklistKey, ...LegalChecklistKey[]];

/** The checklists of a set, in the product's order. */
export const checklistsOf = (set: ChecklistSet): readonly Checklist[] => (set === "formation" ? FORMATION_CHECKLISTS : LEGAL_CHECKLISTS);

/** The checklist of a key, of either set, or undefined for any other string. */
export function checklistOf(key: string): Checklist | undefined {
  return ALL_CHECKLISTS.find((c) => c.key === key);
}

/** The set a checklist belongs to (undefined for a string that is no checklist's key). */
export function checklistSetOf(key: string): ChecklistSet | undefined {
  if (FORMATION_CHECKLISTS.some((c) => c.key === key)) return "formation";
  return LEGAL_CHECKLISTS.some((c) => c.key === key) ? "general" : undefined;
}

/** The keys of `done` that are no item of the checklist, in the order given. */
export function unknownItems(checklist: Checklist, done: readonly string[]): string[] {
  const items = new Set(checklist.items.map((i) => i.key));
  return done.filter((key) => !items.has(key));
}

/**
 * The items ticked, in the checklist's order and each once: what is stored. A key no longer in the
 * checklist (an item removed since it was ticked) is dropped, so the count never passes the total.
 */
export function tickedItems(checklist: Checklist, done: readonly string[]): string[] {
  const ticked = new Set(done);
  return checklist.items.filter((i) => ticked.has(i.key)).map((i) => i.key);
}

/** The whole percentage of `total` items done, rounded down so that 100 means every item and 99 one short. */
export function percentDone(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done * 100) / total);
}

/** How far along a checklist is: items ticked, items in all, and the whole percentage done. */
export function checklistProgress(checklist: Checklist, done: readonly string[]): { done: number; total: number; percent: number } {
  const n = tickedItems(checklist, done).length;
  const total = checklist.items.length;
  return { done: n, total, percent: percentDone(n, total) };
}
