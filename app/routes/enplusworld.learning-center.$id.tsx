import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "../components/content/ContentList";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer } from "../components/layout/Page";
import { getContent } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.title, data.summary) : pageMeta("Learning center", "Guides to money, investing and planning.");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return orErrorPage(getContent(upstreamFor(request, context), "learning", params.id ?? ""));
}

export default function LearningCenterDetail() {
  const item = useLoaderData<typeof loader>();
  return (
    <PageContainer narrow>
      <ContentArticle item={item} backTo="/enplusworld/learning-center" backLabel="All articles" />
    </PageContainer>
  );
}
