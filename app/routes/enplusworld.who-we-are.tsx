import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Prose } from "../components/content/PageArticle";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { getContent } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.title, data.summary) : pageMeta("Who we are", "EnPlus World");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return orErrorPage(getContent(upstreamFor(request, context), "page", "who-we-are"));
}

export default function WhoWeArePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <PageContainer narrow>
      <PageIntro eyebrow="About" title={page.title}>
        {page.summary}
      </PageIntro>
      <Prose html={page.html} />
    </PageContainer>
  );
}
