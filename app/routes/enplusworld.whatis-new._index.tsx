import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentList } from "../components/content/ContentList";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { listContent, listQueryFromUrl } from "../upstream/content.server";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

const DESCRIPTION =
  "Release notes for EnPlus World: new features, improvements and security changes, and which membership tiers get them.";
export const meta = () => pageMeta("What's new", DESCRIPTION);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return orErrorPage(listContent(upstreamFor(request, context), "whats-new", listQueryFromUrl(request)));
}

export default function WhatsNewList() {
  const page = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="What's new" title="What's new at EnPlus World">
        {DESCRIPTION}
      </PageIntro>
      <ContentList page={page} basePath="/enplusworld/whatis-new" emptyText="No release notes yet. New features will be listed here as they ship." />
    </PageContainer>
  );
}
