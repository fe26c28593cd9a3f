// What a question asks for, decided before any retrieval (issue "Enne, the assistant" §1 guard
// rails): an attempt to change the rules or reach someone else's data is refused, a request for
// personalised buy/sell advice gets the disclaimer, and questions about the member's own tier, cash
// or assets go to the read-only figure tools. Everything else is answered from our content.

export type FigureTopic = "tier" | "cash" | "assets";
export type Intent = { kind: "blocked" } | { kind: "advice" } | { kind: "figures"; topics: FigureTopic[] } | { kind: "content" };

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
  /\b(whose|someone'?s|somebody'?s|someone else'?s|somebody else'?s)\s+(cash|balance|assets|holdings|tier|account)\b/i,
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
    patterns: [/\bmy\s+(total\s+)?(assets|holdings|portfolio|net worth|investments)\b/i, /\bhow much (do i have|have i got|am i worth)\b/i],
  },
];

export function classifyQuestion(question: string): Intent {
  if (INJECTION.some((p) => p.test(question))) return { kind: "blocked" };
  if (ADVICE.some((p) => p.test(question))) return { kind: "advice" };
  const topics = FIGURES.filter((f) => f.patterns.some((p) => p.test(question))).map((f) => f.topic);
  if (topics.length > 0) return { kind: "figures", topics };
  return { kind: "content" };
}
