import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { count, max } from "drizzle-orm";
import type { ContentKind } from "../../../core/content";
import { contentHref, MEMBERS_FAQ_HREF, serviceHref, videoHref } from "../../../core/assistant/links";
import { buildContentIndex, type AssistantDocument, type ContentIndex } from "../../../core/assistant/retrieval";
import { checklistHref, checklistsOf, checklistSourceTitle, type Checklist } from "../../../core/legal/checklists";
import type { Database } from "../../db/connection";
import { contentItems, videos } from "../../db/schema";
import { CONTENT_ROOT } from "../content/content-source";

// What the assistant retrieves from: the editorial items and videos as seeded into the database,
// and the members' questions and service pages of content/ (read from their files, as the pages do).

type EditorialRow = { kind: string; slug: string; title: string; summary: string; bodyMarkdown: string };
type VideoRow = { id: string; title: string; summary: string; category: string; transcript: string };

export const editorialDocument = (row: EditorialRow): AssistantDocument => ({
  key: `${row.kind}:${row.slug}`,
  kind: row.kind as ContentKind,
  title: row.title,
  summary: row.summary,
  body: row.bodyMarkdown,
  href: contentHref(row.kind as ContentKind, row.slug),
});

export const videoDocument = (row: VideoRow): AssistantDocument => ({
  key: `video:${row.id}`,
  kind: "video",
  title: `Video: ${row.title}`,
  summary: row.summary,
  body: row.transcript,
  href: videoHref(row.category, row.id),
});

type Service = { name: string; title: string; tagline: string; intro: string; offers?: Array<{ title: string; text: string }>; howItWorks?: Array<{ title: string; text: string }>; faq?: Array<{ question: string; answer: string }> };

/** The members page's questions and each service page, as documents. */
export async function fileDocuments(root = CONTENT_ROOT): Promise<AssistantDocument[]> {
  const documents: AssistantDocument[] = [];
  const faq = JSON.parse(await readFile(path.join(root, "members-faq.json"), "utf8").catch(() => "[]")) as Array<{ question: string; answer: string }>;
  faq.forEach((entry, i) =>
    // The question is the title; the answer is the one passage (quoted, never the question itself).
    documents.push({ key: `faq:${i}`, kind: "faq", title: `Members' questions: ${entry.question}`, summary: entry.answer, body: "", href: MEMBERS_FAQ_HREF }),
  );
  const files = (await readdir(path.join(root, "services")).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  for (const file of files) {
    const service = JSON.parse(await readFile(path.join(root, "services", file), "utf8")) as Service;
    const sections = [
      ...(service.offers ?? []).map((o) => `## ${o.title}\n\n${o.text}`),
      ...(service.howItWorks ?? []).map((o) => `## ${o.title}\n\n${o.text}`),
      ...(service.faq ?? []).map((o) => `## ${o.question}\n\n${o.answer}`),
    ];
    documents.push({
      key: `service:${service.name}`,
      kind: "service",
      title: `${service.title} service`,
      summary: `${service.tagline} ${service.intro}`,
      body: sections.join("\n\n"),
      href: serviceHref(service.name),
    });
  }
  return documents;
}

/**
 * A legal checklist as a document: each step a section headed by the step, its "why" the text,
 * so a step's "Ask Enne" question finds its own explanation (and the attorney advice last).
 */
export const checklistDocument = (checklist: Checklist): AssistantDocument => ({
  key: `checklist:${checklist.key}`,
  kind: "checklist",
  title: checklistSourceTitle(checklist.title),
  summary: checklist.summary,
  body: [...checklist.items.map((item) => `## ${item.text}\n\n${item.detail}`), `## When to see an attorney\n\n${checklist.attorney}`].join("\n\n"),
  href: checklistHref(checklist.key),
});

/**
 * Both sets of legal checklists as documents: the Bronze ones and Diamond's formation ones. Enne
 * cites a locked page as it cites a service's card of a higher tier: the page says what unlocks it.
 */
export const checklistDocuments = (): AssistantDocument[] => [...checklistsOf("general"), ...checklistsOf("formation")].map(checklistDocument);

/** Every document, from the database and the files. */
export async function loadDocuments(db: Database): Promise<AssistantDocument[]> {
  const [items, videoRows, files] = await Promise.all([
    db.select({ kind: contentItems.kind, slug: contentItems.slug, title: contentItems.title, summary: contentItems.summary, bodyMarkdown: contentItems.bodyMarkdown }).from(contentItems).orderBy(contentItems.kind, contentItems.slug),
    db.select({ id: videos.id, title: videos.title, summary: videos.summary, category: videos.category, transcript: videos.transcript }).from(videos).orderBy(videos.position),
    fileDocuments(),
  ]);
  return [...items.map(editorialDocument), ...videoRows.map(videoDocument), ...files, ...checklistDocuments()];
}

/** Changes whenever content is seeded again with something new (an edited, added or removed item). */
async function contentVersion(db: Database): Promise<string> {
  const [items] = await db.select({ n: count(), at: max(contentItems.updatedAt) }).from(contentItems);
  const [videoCount] = await db.select({ n: count() }).from(videos);
  return `${items?.n}:${items?.at instanceof Date ? items.at.toISOString() : String(items?.at)}:${videoCount?.n}`;
}

type Entry = { version: string; index: Promise<ContentIndex> };
const indexes = new WeakMap<Database, Entry>();

/**
 * The content index of `db`: built at start-up (warmContentIndex) and rebuilt when the content's
 * version changes, so a re-seed (here or on another instance) is picked up by the next question.
 */
export async function contentIndexOf(db: Database): Promise<ContentIndex> {
  const version = await contentVersion(db);
  const entry = indexes.get(db);
  if (entry && entry.version === version) return entry.index;
  const index = loadDocuments(db).then(buildContentIndex);
  indexes.set(db, { version, index });
  index.catch(() => indexes.delete(db));
  return index;
}

/** Builds the index once the content is seeded, so the first question does not wait for it. */
export const warmContentIndex = (db: Database) => contentIndexOf(db).then((index) => index.size);
