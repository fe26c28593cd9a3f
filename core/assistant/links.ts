import type { ContentKind } from "../content";

// The site's pages for what the assistant cites (requirements §2 routes).

/** Enne's page; with `?ask=`, its question box starts with that question, for the member to send. */
export const ASSISTANT_PAGE = "/enplusworld/ai-enne";

const PAGE_ROUTES: Record<string, string> = {
  "ai-enne": ASSISTANT_PAGE,
  "digital-vault": "/enplusworld/digital-vault",
  "who-we-are": "/enplusworld/who-we-are",
  "privacy-policy": "/enplusworld/legal",
  "terms-of-use": "/enplusworld/legal",
};

/** The public page of an editorial item. */
export function contentHref(kind: ContentKind, slug: string): string {
  switch (kind) {
    case "learning":
      return `/enplusworld/learning-center/${slug}`;
    case "news":
      return `/news/${slug}`;
    case "whats-new":
      return `/enplusworld/whatis-new/${slug}`;
    case "page":
      return PAGE_ROUTES[slug] ?? "/";
  }
}

/** The service whose learn tab shows a video of `category`. */
const VIDEO_SERVICE: Record<string, string> = { investing: "investments", budgeting: "budgeting", retirement: "retirement", estate: "estate", tax: "tax" };

export const videoHref = (category: string, id: string) => `/myworld/service/${VIDEO_SERVICE[category] ?? "education"}/learn/${id}`;
export const serviceHref = (name: string) => `/enplusworld/services/${name}`;

/** A member's stored conversation on Enne's page; with none, a new one. */
export const conversationHref = (id: number | null) => (id === null ? ASSISTANT_PAGE : `${ASSISTANT_PAGE}?c=${id}`);
export const askEnneHref = (question: string) => `${ASSISTANT_PAGE}?ask=${encodeURIComponent(question)}`;
export const MEMBERS_FAQ_HREF = "/enplusworld/members";

/** Where the member's own figures are shown. */
export const FIGURE_PAGES = {
  tier: "/myworld/profile/overview",
  cash: "/myworld/service/investments/funding",
  assets: "/myworld/service/investments",
  advisoryDesk: "/myworld/service/investments",
  holdings: "/myworld/service/investments/portfolio",
  analysis: "/myworld/service/investments/analysis",
  returns: "/myworld/service/investments/portfolio",
  orders: "/myworld/service/investments/orders",
  tax: "/myworld/service/tax/filing",
  budget: "/myworld/service/budgeting/budget",
  budgetAnalysis: "/myworld/service/budgeting/analysis",
  reserve: "/myworld/service/budgeting/cash",
  beneficiaries: "/myworld/service/estate/beneficiaries",
  debts: "/myworld/service/loans/debts",
  creditLine: "/myworld/service/loans/credit-line",
} as const;
