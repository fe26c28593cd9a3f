import { Link } from "@remix-run/react";
import type { ContentSummary } from "../../../core/content";
import { pageCount, type Page } from "../../../core/pagination";

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

const humanise = (category: string) => category.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** A page of content summaries linking to their detail pages, with previous/next paging. */
export function ContentList({ page, basePath, emptyText }: { page: Page<ContentSummary>; basePath: string; emptyText: string }) {
  if (page.items.length === 0) return <p className="empty-state">{emptyText}</p>;
  const pages = pageCount(page);
  return (
    <>
      <ul className="card-grid">
        {page.items.map((item) => (
          <li key={item.id}>
            <article className="card">
              <Link to={`${basePath}/${item.id}`} className="card-link">
                <h2>{item.title}</h2>
              </Link>
              <p>{item.summary}</p>
              <div className="meta-line">
                <span className="tag">{humanise(item.category)}</span>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page.page > 1 ? <Link to={`?page=${page.page - 1}`}>← Newer</Link> : null}
          <span>
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? <Link to={`?page=${page.page + 1}`}>Older →</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

/** One content item: our own Markdown, rendered to HTML on the server when it was seeded. */
export function ContentArticle({ item, backTo, backLabel }: { item: { title: string; summary: string; category: string; publishedAt: string; html: string }; backTo: string; backLabel: string }) {
  return (
    <article>
      <Link to={backTo} className="back-link">
        ← {backLabel}
      </Link>
      <div className="page-intro">
        <p className="eyebrow">{humanise(item.category)}</p>
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
        <p className="meta-line">
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
      </div>
      <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
