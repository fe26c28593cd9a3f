import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { CONTENT_KINDS, contentCategorySchema, contentIdSchema, type ContentKind, type OutlineEntry } from "../../../core/content";
import { projectPath } from "../../platform/project-root";
import { renderMarkdown } from "./markdown";

export const CONTENT_ROOT = projectPath("content");

/** Folder under content/ for each kind. */
const FOLDERS: Record<ContentKind, string> = { news: "news", "whats-new": "whats-new", learning: "learning", page: "pages" };

const frontMatterSchema = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(600),
  category: contentCategorySchema,
  // gray-matter's YAML turns an unquoted date into a Date.
  publishedAt: z.union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).transform((v) =>
    typeof v === "string" ? v : v.toISOString().slice(0, 10),
  ),
});

export type ContentSource = {
  outline: OutlineEntry[];
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  category: string;
  publishedAt: string;
  bodyMarkdown: string;
  bodyHtml: string;
  sourceHash: string;
};

/** Reads every Markdown file under content/; a malformed file stops the seed with its path named. */
export async function readContentSources(root = CONTENT_ROOT): Promise<ContentSource[]> {
  const sources: ContentSource[] = [];
  for (const kind of CONTENT_KINDS) {
    const dir = path.join(root, FOLDERS[kind]);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".md")).sort();
    for (const file of files) {
      const raw = await readFile(path.join(dir, file), "utf8");
      sources.push(parseContentFile(kind, file, raw));
    }
  }
  return sources;
}

export function parseContentFile(kind: ContentKind, fileName: string, raw: string): ContentSource {
  const slug = fileName.replace(/\.md$/, "");
  const where = `content/${FOLDERS[kind]}/${fileName}`;
  const id = contentIdSchema.safeParse(slug);
  if (!id.success) throw new Error(`${where}: the file name must be a lowercase-hyphenated id`);
  const parsed = matter(raw);
  const front = frontMatterSchema.safeParse(parsed.data);
  if (!front.success) {
    const issue = front.error.issues[0];
    throw new Error(`${where}: front matter ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const bodyMarkdown = parsed.content.trim();
  // Rendered (and sanitised) once at seed time rather than on every read.
  const { html, outline } = renderMarkdown(bodyMarkdown);
  return {
    kind,
    slug,
    ...front.data,
    bodyMarkdown,
    bodyHtml: html,
    outline,
    sourceHash: createHash("sha256").update(raw).digest("hex"),
  };
}
