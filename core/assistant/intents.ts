import { preparationOf, type Preparation } from "./prepare";

// What a question asks for, decided before any retrieval (issue "Enne, the assistant" §1 guard
// rails): an attempt to change the rules or reach someone else's data is refused, a request for
// personalised buy/sell advice gets the disclaimer, a request for questions to take to an
// attorney, a tax professional or a financial advisor gets them (prepare.ts), and questions about
// the member's own tier, cash or assets, holdings, open orders, returns, tax draft, budget,
// emergency reserve or beneficiaries go to the read-only figure tools.
// Everything else is answered from our content.

export const FIGURE_TOPICS = ["tier", "cash", "assets", "holdings", "orders", "returns", "tax", "budget", "analysis", "reserve", "beneficiaries", "debts", "credit-line"] as const;
export type FigureTopic = (typeof FIGURE_TOPICS)[number];
export type Intent =
  | { kind: "blocked" }
  | { kind: "advice" }
  | { kind: "prepare"; preparation: Preparation }
  | { kind: "figures"; topics: FigureTopic[] }
  | { kind: "content" };

const INJECTION: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guard ?rails?|polic(y|ies)|restrictions?)\b/i,
  /\b(system|hidden|developer|initial)\s+(prompt|message|instructions?)\b/i,
  /\b(you are now|pretend (to be|you are)|act as|roleplay as|developer mode|jailbreak|dan mode)\b/i,
  /\b(new|updated) (rules?|instructions?)\s*:/i,
  /<\/?(system|assistant|instructions?)>/i,
  /\b(another|other|different|someone else'?s?|a second)\s+(member|user|customer|client|person|investor)s?'?\b/i,
  /\b(user|member|customer|account)\s*(id|#|number|no\.?)\s*[:=#]?\s*\d+/i,
  /\b(userid|user_id|member_id)\b/i,
  /\b(all|every|list( of)?)\s+(members|users|customers|accounts)\b/i,
  /\b(as|impersonate|log ?in as|sign ?in as)\s+(admin|administrator|root|the advisor|support)\b/i,
  /\b(reveal|print|show|dump|leak)\b.{0,30}\b(password|token|secret|api key|database|ssn|social security number)s?\b/i,
  /\b(whose|someone'?s|somebody'?s|someone else'?s|somebody else'?s|anyone'?s|anybody'?s|everyone'?s|everybody'?s)\s+(cash|balances?|assets|holdings|positions|tier|accounts?|orders?|trades?|returns?|portfolios?|tax(es| returns?| estimates?)?|refunds?|budgets?|spending|transactions?|figures|investments?)\b/i,
  /@[a-z0-9.-]+\.[a-z]{2,}/i,
];

const ADVICE: RegExp[] = [
  /\bshould\s+(i|we)\s+(buy|sell|short|hold|dump|invest in|get out of|move (all|everything|my))\b/i,
  /\b(buy|sell)\s+or\s+(sell|buy|hold)\b/i,
  /\b(is|are)\s+\S+(\s+\S+)?\s+(a\s+)?(good|bad|smart)\s+(buy|investment|stock|time to (buy|sell))\b/i,
  /\b(which|what)\s+(stocks?|shares?|funds?|etfs?|crypto(currency|currencies)?|coins?)\s+(should|to|do you recommend|would you)\b/i,
  /\b(recommend|pick|tip)\s+(me\s+)?(a\s+|some\s+)?(stocks?|shares?|funds?|etfs?|crypto)\b/i,
  /\b(will|is)\s+(the\s+)?(market|stock|price|bitcoin)\s+(go|going)\s+(up|down)\b/i,
  /\btime\s+the\s+market\b.{0,20}\bfor me\b/i,
];

const FIGURES: Array<{ topic: FigureTopic; patterns: RegExp[] }> = [
  {
    topic: "tier",
    patterns: [/\bmy\s+(membership\s+)?(tier|level|membership|status)\b/i, /\bnext\s+(tier|level)\b/i, /\bwhat (tier|level) am i\b/i, /\bwhat (will|would|does) .{0,30}unlock\b/i],
  },
  {
    topic: "cash",
    patterns: [/\bmy\s+(cash|balance|available cash)\b/i, /\bhow much\b.{0,40}\b(withdraw|take out)\b/i, /\bhow much (cash|money)\b.{0,20}\b(do|can|have) i\b/i, /\bcan i withdraw\b/i, /\bcash (do|can) i\b/i],
  },
  {
    topic: "assets",
    patterns: [/\bmy\s+(total\s+|combined\s+)?(assets|net worth)\b/i, /\bhow much (do i have|have i got|am i worth)\b/i],
  },
  {
    topic: "holdings",
    patterns: [
      /\bmy\s+(current\s+)?(holdings|positions|investments|portfolio|shares|funds|stocks)\b(?!.{0,20}\b(perform|done|doing|return))/i,
      /\bwhat (do|did) i (own|hold)\b/i,
      /\b(market value|unreali[sz]ed (gains?|loss(es)?)|paper (gains?|loss(es)?))\b.{0,40}\b(my|i)\b/i,
      /\b(my|i)\b.{0,40}\b(market value|unreali[sz]ed (gains?|loss(es)?))\b/i,
      /\bhow (much|many)\b.{0,30}\b(units|shares) (do|did) i\b/i,
    ],
  },
  {
    topic: "orders",
    patterns: [
      /\bmy\s+(open\s+|pending\s+|current\s+|recent\s+)?(orders?|trades?)\b/i,
      /\b(open|pending|waiting)\s+(orders?|trades?)\b.{0,30}\b(i|my|me)\b/i,
      /\b(do|did) i have\b.{0,30}\b(orders?|trades?)\b/i,
      /\bwhen (will|does|do) my\b.{0,30}\b(order|trade|buy|sale)\b/i,
      /\btime left\b.{0,30}\b(order|trade)\b/i,
    ],
  },
  {
    topic: "returns",
    patterns: [
      /\bmy\s+(portfolio'?s?\s+|investment\s+)?(returns?|performance|twr|xirr)\b/i,
      /\bhow (has|have|did|is|are) my\b.{0,30}\b(perform|done|doing|going)/i,
      /\bhow much have i (made|earned|lost|gained)\b/i,
      /\b(time-weighted|money-weighted|twr|xirr)\b.{0,30}\b(my|i)\b/i,
    ],
  },
  {
    topic: "tax",
    patterns: [
      /\bmy\s+(\d{4}\s+)?(tax return|tax estimate|estimated tax|tax bill|tax draft|draft return|draft tax return|tax refund|refund)\b/i,
      /\b(what|how much)\b.{0,20}\bmy\s+(\d{4}\s+)?(tax|taxes)\b(?!\s+(rates?|brackets?|on|if|when)\b)/i,
      /\bhow much (tax|taxes)\b.{0,30}\b(do|will|would|should) i (owe|pay)\b(?!\s+(on|if|when|for)\b)/i,
      /\b(do|will) i get a (tax )?refund\b(?!\s+(on|if|when|for)\b)/i,
    ],
  },
  {
    topic: "budget",
    patterns: [
      /\b(did|do|have) i (spend|spent)\b/i,
      /\bi('ve| have)? spent\b/i,
      /\b(what|how much|how is|how's|show)\b.{0,20}\bmy\s+(monthly\s+)?(spending|expenses|budget|outgoings)\b/i,
      /\bhow much (went|goes|did i pay|have i paid)\b.{0,30}\b(on|to|for)\b/i,
    ],
  },
  {
    // Gold's investment analysis: how diversified, what the funds cost, risk against the profile, drift, tax.
    topic: "analysis",
    patterns: [
      /\b(is|are)\s+my\s+(portfolio|investments|holdings|funds)\b.{0,30}\b(diversified|concentrated|too risky|risky|balanced|expensive)\b/i,
      /\bhow (diversified|concentrated|risky|expensive)\b.{0,20}\b(is|are)\s+my\b/i,
      /\b(what|how much)\b.{0,30}\bmy\s+(funds?|investments|portfolio|holdings|etfs?)\b.{0,20}\b(cost|fees?|expense ratios?|charge)\b/i,
      /\bmy\s+(funds?'?\s+|investment\s+|portfolio'?s?\s+)?(fees|expense ratios?|fund costs?)\b/i,
      /\b(should|do|must) i\s+(need to\s+)?rebalance\b/i,
      /\bmy\s+(asset\s+|portfolio\s+)?allocation\b/i,
      /\b(risk|risk level)\b.{0,20}\bmy\s+(portfolio|investments|holdings)\b/i,
      /\bmy\s+(portfolio|investments|holdings)'?s?\s+risk\b/i,
      /\b(diversification|concentration)\b.{0,30}\bmy\b/i,
      /\bmy\b.{0,30}\b(diversification|concentration)\b/i,
      /\binvestment analysis\b/i,
      // Its tax finding: losses to harvest and the wash sale rule, on the member's own holdings.
      /\b(should|can|could) i\b.{0,30}\b(harvest\w*|tax[- ]loss\w*)/i,
      /\bmy\b.{0,40}\b(tax[- ]loss(es)?|harvest\w*|wash sales?)\b/i,
    ],
  },
  {
    // Silver's emergency reserve: the months of the member's own spending their cash would cover.
    topic: "reserve",
    patterns: [
      /\bmy\s+(emergency\s+(fund|reserve|savings?|cash)|cash reserve|rainy[- ]day fund)\b/i,
      /\b(would|will|does|do|can|could)\s+my\s+(cash|savings)\s+(last|cover|carry)\b/i,
      /\bhow (many months|long)\b.{0,40}\bmy\s+(cash|savings)\b/i,
    ],
  },
  {
    // Silver's beneficiary review: who the member named to receive their investor account.
    topic: "beneficiaries",
    patterns: [
      /\bmy\s+(primary\s+|contingent\s+)?(beneficiar(y|ies)|heirs?|tod registration)\b/i,
      /\bwho\s+(gets|inherits|receives|would (get|inherit|receive)|will (get|inherit|receive))\s+my\s+(account|investments|money|assets|portfolio)\b/i,
      /\b(have|did)\s+i\s+(named|designated|chosen|set up)\b.{0,20}\bbeneficiar/i,
    ],
  },
  {
    // Silver's debts: what the member owes, what it costs them, and how soon it could be paid off.
    topic: "debts",
    patterns: [
      // Asking for the figures ("what are my debts"), not why or how to list them (a checklist's step).
      /\b(what|how much|how many|show( me)?)\b.{0,30}\bmy\s+(debts?|loans?|credit card (debt|balances?)|student loans?|car loan)\b/i,
      /\bhow much (do|did) i (still )?owe\b/i,
      /\bwhich\s+(debt|loan|card)\b.{0,40}\b(first|pay (off|down))\b/i,
      /\b(when|how (long|soon))\b.{0,40}\b(debt[- ]free|out of debt)\b/i,
    ],
  },
  {
    // Platinum's securities-backed line: what the member's own holdings could secure.
    topic: "credit-line",
    patterns: [
      /\b(how much|what)\b.{0,30}\b(can|could)\s+i\s+borrow\b.{0,30}\b(against|on)\s+my\s+(portfolio|investments|holdings|stocks|securities)\b/i,
      /\bmy\s+(securities[- ]backed|pledged[- ]asset)\s+(line|loan)\b/i,
      /\b(borrow|line of credit)\b.{0,20}\bagainst\s+my\s+(portfolio|investments|holdings|stocks|securities)\b/i,
    ],
  },
];

export function classifyQuestion(question: string): Intent {
  if (INJECTION.some((p) => p.test(question))) return { kind: "blocked" };
  if (ADVICE.some((p) => p.test(question))) return { kind: "advice" };
  // Asked for questions to take to a specialist, even about "my tax return": the member wants
  // questions, not the figures.
  const preparation = preparationOf(question);
  if (preparation) return { kind: "prepare", preparation };
  const matched = FIGURES.filter((f) => f.patterns.some((p) => p.test(question))).map((f) => f.topic);
  // "Is my portfolio diversified?" names the portfolio but asks for the analysis, not the holdings' list.
  // Likewise "Would my cash cover six months?" asks for the reserve, not what can be withdrawn, and
  // "What could I borrow against my portfolio?" for the credit line, not the holdings.
  const topics = matched.filter(
    (t) => !(t === "holdings" && (matched.includes("analysis") || matched.includes("credit-line"))) && !(t === "cash" && matched.includes("reserve")),
  );
  if (topics.length > 0) return { kind: "figures", topics };
  return { kind: "content" };
}

/** Which month a budget question asks about, in the member's own calendar. */
export type BudgetPeriod = "last-month" | "this-month";

export function budgetPeriodOf(question: string): BudgetPeriod {
  if (/\b(this|current)\s+month\b|\bso far\b|\bmonth to date\b/i.test(question)) return "this-month";
  return "last-month";
}

/** The month ("YYYY-MM") of `period`, counted from `today` ("YYYY-MM-DD", the member's own date). */
export function budgetMonthOf(period: BudgetPeriod, today: string): string {
  const [y, m] = today.slice(0, 7).split("-").map(Number) as [number, number];
  if (period === "this-month") return today.slice(0, 7);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** Other words for a category's name or group: "dining out" is "Restaurants". */
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  food: ["groceries", "restaurants", "dining", "eating", "meals", "takeaway", "takeout"],
  restaurants: ["dining", "eating", "meals", "takeaway", "takeout"],
  groceries: ["supermarket", "grocery"],
  transport: ["travel", "commute", "commuting", "car", "bus", "train", "transit"],
  fuel: ["petrol", "gasoline"],
  entertainment: ["fun", "leisure", "movies", "cinema"],
  subscriptions: ["streaming", "memberships"],
  housing: ["home", "house"],
  "rent or mortgage": ["rent", "mortgage"],
  "health care": ["medical", "doctor", "pharmacy", "dentist"],
  health: ["medical", "doctor", "pharmacy", "dentist"],
  utilities: ["bills", "electricity", "power", "internet", "phone"],
  shopping: ["clothes", "clothing", "shops"],
};

const BUDGET_WORDS = new Set(
  "spend spent spending expense expenses budget budgeted month months last this current previous did have how much what on for my in so far total money cost costs went pay paid outgoings date".split(" "),
);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
const singular = (word: string) => (word.length > 4 && word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/**
 * The categories a budget question names, by their name, their group or a common other word for
 * either ("food" is the Food group: groceries and restaurants). None named: an empty list.
 */
export function categoriesNamed<C extends { name: string; group: string }>(question: string, categories: readonly C[]): C[] {
  const asked = new Set(wordsOf(question).filter((w) => !BUDGET_WORDS.has(w)).map(singular));
  if (asked.size === 0) return [];
  const termsOf = (label: string) => {
    const lower = label.toLowerCase();
    return [...wordsOf(lower), ...(CATEGORY_SYNONYMS[lower] ?? [])].filter((w) => w.length > 2 && !["and", "or", "the", "other"].includes(w)).map(singular);
  };
  // Each word asked names the categories whose own name it fits; only failing that, a whole group ("food").
  const chosen = new Set<C>();
  for (const word of asked) {
    const byName = categories.filter((c) => termsOf(c.name).includes(word));
    for (const c of byName.length > 0 ? byName : categories.filter((c) => termsOf(c.group).includes(word))) chosen.add(c);
  }
  return categories.filter((c) => chosen.has(c));
}
