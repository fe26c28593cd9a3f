import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ContentSummary } from "#core/content";
import type { Page } from "#core/page";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { pageMeta } from "~/utils/meta";
import { CONTENT_AREAS, type ContentArea, type ContentAreaName } from "./content-areas";
import type { PageContentItem } from "./ContentBody";
import { ContentArticle, ContentFilters, ContentList } from "./ContentList";

type ListData = {
  page: Page<ContentSummary>;
  categories: Array<{ category: string; count: number }> | null;
  query: { category?: string; q?: string };
};

/** The list page of a content area: its handle, meta and page, for the area's list route. */
export function contentListRoute(name: ContentAreaName) {
  const area: ContentArea = CONTENT_AREAS[name];
  const { list } = area;
  const handle: RouteHandle = { layout: layoutFlags(list.flags) };
  const meta: MetaFunction = () => pageMeta(list.title, list.description);
  function ContentListPage() {
    const { page, categories, query } = useLoaderData<ListData>();
    return (
      <PageContainer>
        <PageIntro eyebrow={list.title} title={list.heading}>
          {list.description}
          {list.leadMore ? ` ${list.leadMore}` : null}
        </PageIntro>
        {list.filters && categories ? <ContentFilters basePath={area.basePath} categories={categories} query={query} searchable={list.filters.searchable} label={list.filters.label} /> : null}
        <ContentList query={list.filters ? query : undefined} page={page} basePath={area.basePath} emptyText={list.emptyText} />
      </PageContainer>
    );
  }
  return { handle, meta, Page: ContentListPage };
}

/** The detail page of a content area: its handle, meta and page, for the area's detail route. */
export function contentDetailRoute(name: ContentAreaName) {
  const area: ContentArea = CONTENT_AREAS[name];
  const { detail } = area;
  const handle: RouteHandle = { layout: layoutFlags(detail.flags) };
  const meta: MetaFunction = ({ data }) => {
    const item = data as PageContentItem | undefined;
    return item ? pageMeta(item.title, item.summary) : pageMeta(area.list.title, detail.fallbackDescription);
  };
  function ContentDetailPage() {
    const item = useLoaderData<PageContentItem>();
    return (
      <PageContainer narrow>
        <ContentArticle item={item} backTo={area.basePath} backLabel={detail.backLabel} />
      </PageContainer>
    );
  }
  return { handle, meta, Page: ContentDetailPage };
}
