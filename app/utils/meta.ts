import type { MetaDescriptor } from "@remix-run/node";

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
