import type { ContentKind } from "#core/content";

/** How a content page is laid out (docs/architecture.md §5). */
type Flags = { header: boolean; footer: boolean; bg: boolean };

/**
 * The three editorial areas (requirements §2): news, what's new and the learning center. Each has
 * a list page and a detail page; one pair of route modules serves all three from this table.
 */
export type ContentArea = {
  kind: Exclude<ContentKind, "page">;
  basePath: `/${string}`;
  list: {
    flags: Flags;
    /** The page's title, and the eyebrow above its heading. */
    title: string;
    description: string;
    heading: string;
    /** Said after the description in the page's lead. */
    leadMore?: string;
    /** Category links (and, when searchable, a text search) above the list; none without. */
    filters?: { searchable: boolean; label: string };
    emptyText: string;
  };
  /** The fallback description serves a detail page's meta when its item is missing (the title is the list's). */
  detail: { flags: Flags; fallbackDescription: string; backLabel: string };
};

export const CONTENT_AREAS = {
  news: {
    kind: "news",
    basePath: "/news",
    list: {
      flags: { header: true, footer: false, bg: false },
      title: "News",
      description: "Market commentary, tax and retirement updates, and policy changes explained for investors, newest first.",
      heading: "News and market insight",
      leadMore: "Each piece says what changed, who it affects and what, if anything, is worth doing about it.",
      filters: { searchable: false, label: "news" },
      emptyText: "No news has been published yet. Check back soon.",
    },
    detail: {
      flags: { header: true, footer: false, bg: false },
      fallbackDescription: "News and market insight from EnPlus World.",
      backLabel: "All news",
    },
  },
  "whats-new": {
    kind: "whats-new",
    basePath: "/enplusworld/whatis-new",
    list: {
      flags: { header: true, footer: false, bg: false },
      title: "What's new",
      description: "Release notes for EnPlus World: new features, improvements and security changes, and which membership tiers get them.",
      heading: "What's new at EnPlus World",
      emptyText: "No release notes yet. New features will be listed here as they ship.",
    },
    detail: {
      flags: { header: true, footer: false, bg: true },
      fallbackDescription: "Release notes for EnPlus World.",
      backLabel: "All release notes",
    },
  },
  learning: {
    kind: "learning",
    basePath: "/enplusworld/learning-center",
    list: {
      flags: { header: true, footer: false, bg: true },
      title: "Learning center",
      description: "Plain-language guides to budgeting, investing, tax, retirement, credit, estate planning and your legal rights, written for every tier.",
      heading: "Learn the money skills that compound",
      leadMore: "Start with the basics or go straight to the question you have today.",
      filters: { searchable: true, label: "articles" },
      emptyText: "No articles have been published yet. Check back soon.",
    },
    detail: {
      flags: { header: true, footer: false, bg: true },
      fallbackDescription: "Guides to money, investing and planning.",
      backLabel: "All articles",
    },
  },
} as const satisfies Record<string, ContentArea>;

export type ContentAreaName = keyof typeof CONTENT_AREAS;
