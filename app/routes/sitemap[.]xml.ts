import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ContentKind } from "#core/content";
import { MAX_PAGE_SIZE } from "#core/pagination";
import { PRICING_TYPES } from "#core/constants";
import { SERVICE_NAMES } from "#core/services";
import type { Upstream } from "~/upstream/client.server";
import { listContent } from "~/upstream/content.server";
import { upstreamFor } from "~/upstream/scope.server";

const STATIC_PATHS = [
  "/",
  "/enplusworld/members",
  "/enplusworld/legal",
  "/enplusworld/whatis-new",
  "/enplusworld/learning-center",
  "/enplusworld/digital-vault",
  "/enplusworld/who-we-are",
  "/enplusworld/ai-enne",
  "/enplusworld/contact-us",
  "/news",
  ...PRICING_TYPES.map((type) => `/enplusworld/pricing?type=${type}`),
  ...SERVICE_NAMES.map((name) => `/enplusworld/services/${name}`),
];

const LISTED: Array<{ kind: ContentKind; base: string }> = [
  { kind: "news", base: "/news" },
  { kind: "whats-new", base: "/enplusworld/whatis-new" },
  { kind: "learning", base: "/enplusworld/learning-center" },
];

async function everyItem(upstream: Upstream, kind: ContentKind) {
  const items: Array<{ id: string; publishedAt: string }> = [];
  for (let page = 1; page <= 100; page++) {
    const result = await listContent(upstream, kind, { page, size: MAX_PAGE_SIZE });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page and content item; the member area is not listed (see robots.txt). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const upstream = upstreamFor(request, context);
  const entries = STATIC_PATHS.map((path) => ({ loc: origin + path, lastmod: undefined as string | undefined }));
  for (const { kind, base } of LISTED) {
    for (const item of await everyItem(upstream, kind)) entries.push({ loc: `${origin}${base}/${item.id}`, lastmod: item.publishedAt });
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
