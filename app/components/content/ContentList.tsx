import { Form } from "@remix-run/react";
import type { ContentSummary } from "#core/content";
import { pageCount, type Page } from "#core/page";
import { formatCalendarDate } from "#core/format";
import { PlainLink } from "~/components/navigation/PlainLink";
import { ContentBody, type PageContentItem } from "./ContentBody";
import { humanise } from "~/utils/format";

/** The list's URL for a page, keeping the category and search that are in force. */
function listHref(basePath: `/${string}`, query: { category?: string; q?: string }, page: number): `/${string}` {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Category links (and, with `searchable`, a text search), as plain links and a GET form. */
export function ContentFilters({
  basePath,
  categories,
  query,
  searchable = false,
  label,
}: {
  basePath: `/${string}`;
  categories: Array<{ category: string; count: number }>;
  query: { category?: string; q?: string };
  searchable?: boolean;
  label: string;
}) {
  return (
    <div className="content-filters">
      {searchable ? (
        <Form method="get" role="search" className="search-form">
          <label htmlFor="content-search" className="visually-hidden">
            Search {label}
          </label>
          <input id="content-search" type="search" name="q" defaultValue={query.q ?? ""} placeholder={`Search ${label}`} maxLength={100} />
          {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
          <button type="submit" className="button button-dark">
            Search
          </button>
        </Form>
      ) : null}
      <nav aria-label={`${label} categories`} className="category-links">
        <PlainLink to={listHref(basePath, { q: query.q }, 1)} aria-current={!query.category ? "page" : undefined} preventScrollReset>
          All
        </PlainLink>
        {categories.map((c) => (
          <PlainLink key={c.category} to={listHref(basePath, { category: c.category, q: query.q }, 1)} aria-current={query.category === c.category ? "page" : undefined} preventScrollReset>
            {humanise(c.category)} <span className="count">({c.count})</span>
          </PlainLink>
        ))}
      </nav>
    </div>
  );
}

/** A page of content summaries linking to their detail pages, with previous/next paging. */
export function ContentList({
  page,
  basePath,
  emptyText,
  query = {},
}: {
  page: Page<ContentSummary>;
  basePath: `/${string}`;
  emptyText: string;
  query?: { category?: string; q?: string };
}) {
  if (page.items.length === 0) return <p className="empty-state">{emptyText}</p>;
  const pages = pageCount(page);
  return (
    <>
      <ul className="card-grid">
        {page.items.map((item) => (
          <li key={item.id}>
            <article className="card">
              <PlainLink to={`${basePath}/${item.id}`} className="card-link">
                <h2>{item.title}</h2>
              </PlainLink>
              <p>{item.summary}</p>
              <div className="meta-line">
                <span className="tag">{humanise(item.category)}</span>
                <time dateTime={item.publishedAt}>{formatCalendarDate(item.publishedAt)}</time>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page.page > 1 ? <PlainLink to={listHref(basePath, query, page.page - 1)}>← Previous</PlainLink> : null}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? <PlainLink to={listHref(basePath, query, page.page + 1)}>Next →</PlainLink> : null}
        </nav>
      ) : null}
    </>
  );
}

/** One content item: our own Markdown, rendered to HTML on the server when it was seeded. */
export function ContentArticle({ item, backTo, backLabel }: { item: Pick<PageContentItem, "kind" | "id" | "title" | "summary" | "category" | "publishedAt" | "html">; backTo: `/${string}`; backLabel: string }) {
  return (
    <article>
      <PlainLink to={backTo} className="back-link">
        ← {backLabel}
      </PlainLink>
      <div className="page-intro">
        <p className="eyebrow">{humanise(item.category)}</p>
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
        <p className="meta-line">
          <time dateTime={item.publishedAt}>{formatCalendarDate(item.publishedAt)}</time>
        </p>
      </div>
      <ContentBody item={item} />
    </article>
  );
}
