import type { LoaderFunctionArgs } from "@remix-run/node";

/** The member area and the account actions are not for search engines. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = ["User-agent: *", "Disallow: /myworld", "Disallow: /desk", "Disallow: /auth/", "Disallow: /api/", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
