// Text helpers of the assistant's retrieval: Markdown to plain text, sentences, and the term
// processing (lower case, stop words, a light English stemmer) the index and the queries share.

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers herself him himself his " +
    "how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours " +
    "ourselves out over own same she should so some such than that the their theirs them themselves then there these they this " +
    "those through to too under until up very was we were what when where which while who whom why will with would you your " +
    "yours yourself yourselves tell explain please know want need get work works use used also may might must shall let thing " +
    "things much many way ways one ones make makes good best better really anything something enplus world enne mean means"
  ).split(" "),
);

/** Lower-cased words of `text` (letters, digits, and the digits of figures such as 401(k) or 529). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** A light suffix stemmer: enough for plurals and common verb forms to meet (accounts → account). */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  const rules: Array<[RegExp, string]> = [
    [/ies$/, "y"],
    [/sses$/, "ss"],
    [/([^s])s$/, "$1"],
    [/ing$/, ""],
    [/edly$/, ""],
    [/ed$/, ""],
    [/ly$/, ""],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      const stemmed = word.replace(pattern, replacement);
      return stemmed.length >= 3 ? stemmed : word;
    }
  }
  return word;
}

/** The index's and the query's term processing: null drops the term. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The meaningful terms of a question, stemmed and without repeats. */
export function queryTerms(question: string): string[] {
  return [...new Set(words(question).map(processTerm).filter((t): t is string => t !== null))];
}

/** Markdown as plain text: emphasis, links, table pipes and list markers removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, "")
    .replace(/\|/g, " ")
    .replace(/[*_`#>]+/g, "")
    .replace(/^\s*[-+]\s+/gm, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Sentences of plain text (a full stop, question or exclamation mark followed by a space and a capital or digit). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    // Not after an abbreviation such as "Rev. Proc." or "e.g.".
    .split(/(?<=[.!?])(?<!\b(?:Rev|Proc|No|vs|etc|Inc|Jr|Sr|Dr|St|e\.g|i\.e|U\.S)\.)\s+(?=[A-Z0-9“"($])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
