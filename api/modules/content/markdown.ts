import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { OutlineEntry } from "../../../core/content";

const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "ul", "ol", "li", "strong", "em", "code", "pre", "blockquote", "table", "thead", "tbody", "tr", "th", "td", "a", "br", "hr"];

/** "Your rights (CCPA)" → "your-rights-ccpa": stable anchors for tables of contents. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

const decodeEntities = (html: string) =>
  html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/**
 * Markdown to safe HTML: only plain text formatting survives (no scripts, styles, images,
 * event handlers or foreign URLs schemes), and h2/h3 get ids so pages can link to sections.
 */
export function renderMarkdown(markdown: string): { html: string; outline: OutlineEntry[] } {
  const raw = marked.parse(markdown, { async: false });
  const clean = sanitizeHtml(raw, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto"],
  });
  const outline: OutlineEntry[] = [];
  const used = new Set<string>();
  const html = clean.replace(/<h([23])>(.*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const text = decodeEntities(inner).trim();
    let id = slugify(text) || "section";
    for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
    used.add(id);
    outline.push({ id, text, level: Number(level) });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html, outline };
}
