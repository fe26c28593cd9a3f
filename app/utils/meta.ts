import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
// The error domain only, so pages that import this do not carry the whole MESSAGES table.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

const SITE = "EnPlus World";

/** Every page: its own title, a meta description, and the Open Graph tags that previews use. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = title === SITE ? title : `${title} · ${SITE}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE },
    { property: "og:image", content: "/og-image.svg" },
  ];
}

/** An error page's title: the not-found page's own, or that something went wrong. */
export function errorPageTitle(error: unknown): string {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return `${notFound ? MESSAGES.notFoundTitle : MESSAGES.errorPageTitle} · ${SITE}`;
}

/** Route meta does not run below a failed route: an area's meta names its error page instead. */
export const errorMeta = (error: unknown): MetaDescriptor[] => [{ title: errorPageTitle(error) }];
