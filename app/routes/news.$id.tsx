import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentArticle } from "../components/content/ContentList";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer } from "../components/layout/Page";
import { getContent } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.title, data.summary) : pageMeta("News", "News and market insight from EnPlus World.");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return orErrorPage(getContent(upstreamFor(request, context), "news", params.id ?? ""));
}

export default function NewsDetail() {
  const item = useLoaderData<typeof loader>();
  return (
    <PageContainer narrow>
      <ContentArticle item={item} backTo="/news" backLabel="All news" />
    </PageContainer>
  );
}
