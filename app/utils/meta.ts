import type { MetaDescriptor } from "@remix-run/node";

/** Every page: its own title and a meta description. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: title === "EnPlus World" ? title : `${title} · EnPlus World` },
    { name: "description", content: description },
  ];
}
