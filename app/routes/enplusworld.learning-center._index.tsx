import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentFilters, ContentList } from "../components/content/ContentList";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { listQueryFromUrl, loadContentList } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "Plain-language guides to budgeting, investing, tax, retirement, credit and estate planning, written for every tier.";
export const meta = () => pageMeta("Learning center", DESCRIPTION);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return orErrorPage(loadContentList(upstreamFor(request, context), "learning", listQueryFromUrl(request)));
}

export default function LearningCenterList() {
  const { page, categories, query } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Learning center" title="Learn the money skills that compound">
        {DESCRIPTION} Start with the basics or go straight to the question you have today.
      </PageIntro>
      <ContentFilters categories={categories} query={query} searchable={true} label="articles" />
      <ContentList query={query} page={page} basePath="/enplusworld/learning-center" emptyText="No articles have been published yet. Check back soon." />
    </PageContainer>
  );
}
