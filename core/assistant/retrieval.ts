import MiniSearch from "minisearch";
import { plainText, processTerm, queryTerms, sentences } from "./text";

// Retrieval over our own content (issue "Enne, the assistant" §1): every document is cut into
// passages at its headings, the passages are indexed with MiniSearch (BM25, prefix and fuzzy
// matching, the stemmer of text.ts), and a question finds the documents whose passages answer it.
// Pure: the caller reads the documents (api/modules/assistant/) and keeps the index.

export const SOURCE_KINDS = ["learning", "news", "whats-new", "page", "faq", "video", "service", "checklist"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export type AssistantDocument = {
  /** Unique across kinds, e.g. "learning:roth-vs-traditional-accounts". */
  key: string;
  kind: SourceKind;
  title: string;
  summary: string;
  /** Markdown or plain text. */
  body: string;
  /** The site's page for it. */
  href: string;
};

export type Passage = { id: number; docKey: string; title: string; heading: string; text: string };

export type Hit = {
  doc: AssistantDocument;
  score: number;
  /** Share of the question's terms the document's passages match (0–1). */
  coverage: number;
  /** The best passage's plain text. */
  passage: Passage;
  matchedTerms: string[];
};

export type ContentIndex = {
  search(question: string, limit?: number): Hit[];
  documents: readonly AssistantDocument[];
  size: number;
};

const MAX_PASSAGE = 900;

/** A document's passages: its summary, then each section under a heading, long sections in parts. */
export function passagesOf(doc: AssistantDocument, nextId: () => number): Passage[] {
  const passages: Passage[] = [{ id: nextId(), docKey: doc.key, title: doc.title, heading: "Summary", text: doc.summary }];
  const sections = doc.body.split(/^#{1,4}\s+/m);
  sections.forEach((section, index) => {
    const [firstLine = "", ...rest] = section.split("\n");
    const heading = index === 0 ? "" : plainText(firstLine);
    const text = plainText(index === 0 ? section : rest.join("\n"));
    if (!text) return;
    let part = "";
    for (const paragraph of text.split(/\n\s*\n/)) {
      const p = paragraph.replace(/\s+/g, " ").trim();
      if (!p) continue;
      if (part && part.length + p.length > MAX_PASSAGE) {
        passages.push({ id: nextId(), docKey: doc.key, title: doc.title, heading, text: part });
        part = "";
      }
      part = part ? `${part}\n${p}` : p;
    }
    if (part) passages.push({ id: nextId(), docKey: doc.key, title: doc.title, heading, text: part });
  });
  return passages;
}

/**
 * How much each kind's matches count: the learning center, news, pages and the legal checklists'
 * steps are the sources; a service page or video mostly summarises them, and a release note points at them.
 */
const KIND_WEIGHT: Record<SourceKind, number> = { learning: 1, news: 1, page: 1, faq: 1, checklist: 1, "whats-new": 0.85, video: 0.85, service: 0.8 };

/** A heading this long, quoted whole in the question, multiplies its passage's score by the boost. */
const QUOTED_HEADING_MIN = 12;
const QUOTED_HEADING_BOOST = 2;

const searchOptions = {
  boost: { title: 3, heading: 2, text: 1 },
  prefix: (term: string) => term.length >= 5,
  fuzzy: (term: string) => (term.length >= 7 ? 0.15 : false),
  combineWith: "OR" as const,
};

/** Indexes `documents`; building takes a few milliseconds per hundred documents. */
export function buildContentIndex(documents: readonly AssistantDocument[]): ContentIndex {
  let id = 0;
  const passages = documents.flatMap((doc) => passagesOf(doc, () => ++id));
  const byId = new Map(passages.map((p) => [p.id, p]));
  const docs = new Map(documents.map((d) => [d.key, d]));
  const mini = new MiniSearch<Passage>({
    fields: ["title", "heading", "text"],
    storeFields: [],
    processTerm,
    searchOptions,
  });
  mini.addAll(passages);

  return {
    documents,
    size: passages.length,
    search(question, limit = 5) {
      const terms = queryTerms(question);
      if (terms.length === 0) return [];
      const asked = question.toLowerCase();
      const results = mini
        .search(terms.join(" "), searchOptions)
        .map((result) => {
          const passage = byId.get(result.id as number)!;
          // A question that quotes a section's heading word for word (a checklist step's Ask Enne
          // question does) is about that section, however many other pages share its words.
          const quoted = passage.heading.length >= QUOTED_HEADING_MIN && asked.includes(passage.heading.toLowerCase());
          return { passage, score: result.score * (quoted ? QUOTED_HEADING_BOOST : 1), queryTerms: result.queryTerms };
        })
        .sort((a, b) => b.score - a.score);
      const grouped = new Map<string, { score: number; passage: Passage; matched: Set<string> }>();
      for (const { passage, score, queryTerms } of results) {
        const entry = grouped.get(passage.docKey);
        if (!entry) grouped.set(passage.docKey, { score, passage, matched: new Set(queryTerms) });
        else {
          // A document is as good as its best passage, plus a little for every other passage that matches.
          entry.score += score * 0.1;
          for (const term of queryTerms) entry.matched.add(term);
        }
      }
      return [...grouped.entries()]
        .map(([key, entry]) => ({
          doc: docs.get(key)!,
          score: entry.score * KIND_WEIGHT[docs.get(key)!.kind],
          coverage: entry.matched.size / terms.length,
          passage: entry.passage,
          matchedTerms: [...entry.matched],
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
  };
}

/**
 * Whether a hit answers the question well enough to quote: most of the question's meaningful
 * terms must appear in the document (a single shared word such as "capital" is not enough).
 */
export function isRelevant(hit: Hit, question: string): boolean {
  const total = queryTerms(question).length;
  const needed = total <= 2 ? total : Math.ceil(total * 0.5);
  return hit.matchedTerms.length >= Math.max(1, needed);
}

/** The one or two sentences of `passage` that share most terms with the question, at most ~320 characters. */
export function bestQuote(passage: Passage, question: string): string {
  const terms = new Set(queryTerms(question));
  const list = sentences(passage.text.replace(/\n/g, " "));
  if (list.length === 0) return passage.text.slice(0, 320);
  const scoreOf = (s: string) => queryTerms(s).filter((t) => terms.has(t)).length;
  let best = 0;
  let bestScore = -1;
  list.forEach((s, i) => {
    const score = scoreOf(s) + (i + 1 < list.length ? scoreOf(list[i + 1]!) * 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  let quote = list[best]!;
  const next = list[best + 1];
  if (next && quote.length + next.length < 320) quote = `${quote} ${next}`;
  return quote.length > 360 ? `${quote.slice(0, 357).replace(/\s+\S*$/, "")}…` : quote;
}
