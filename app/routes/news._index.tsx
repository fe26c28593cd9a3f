import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentFilters, ContentList } from "../components/content/ContentList";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { listQueryFromUrl, loadContentList } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

const DESCRIPTION =
  "Market commentary, tax and retirement updates, and policy changes explained for investors, newest first.";
export const meta = () => pageMeta("News", DESCRIPTION);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return orErrorPage(loadContentList(upstreamFor(request, context), "news", listQueryFromUrl(request)));
}

export default function NewsList() {
  const { page, categories, query } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="News" title="News and market insight">
        {DESCRIPTION} Each piece says what changed, who it affects and what, if anything, is worth doing about it.
      </PageIntro>
      <ContentFilters categories={categories} query={query} searchable={false} label="news" />
      <ContentList query={query} page={page} basePath="/news" emptyText="No news has been published yet. Check back soon." />
    </PageContainer>
  );
}
