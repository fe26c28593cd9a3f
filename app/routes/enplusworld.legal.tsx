import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { formatCalendarDate } from "#core/format";
import { ContentBody } from "~/components/content/ContentBody";
import { TableOfContents } from "~/components/content/PageArticle";
import { forPage } from "~/content/document-bodies.server";
import { getContent } from "~/upstream/content.server";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: true, bg: false }) };

const DESCRIPTION =
  "How EnPlus World collects, uses and protects your personal information, and the terms that apply when you use the platform.";
export const meta = () => pageMeta("Privacy policy and terms of use", DESCRIPTION);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = upstreamFor(request, context);
  const [privacy, terms] = await orErrorPage(
    Promise.all([getContent(upstream, "page", "privacy-policy"), getContent(upstream, "page", "terms-of-use")]),
  );
  return { privacy: forPage(context, privacy), terms: forPage(context, terms) };
}

/** Both documents on one page, each with a stable anchor (#privacy, #terms) and its sections. */
export default function LegalPage() {
  const { privacy, terms } = useLoaderData<typeof loader>();
  return (
    <PageContainer narrow>
      <PageIntro eyebrow="Legal" title="Privacy policy and terms of use">
        {DESCRIPTION}
      </PageIntro>
      <TableOfContents
        label="Contents"
        entries={[
          { href: "#privacy", text: privacy.title, children: privacy.outline.filter((e) => e.level === 2) },
          { href: "#terms", text: terms.title, children: terms.outline.filter((e) => e.level === 2) },
        ]}
      />
      {[
        { anchor: "privacy", doc: privacy },
        { anchor: "terms", doc: terms },
      ].map(({ anchor, doc }) => (
        <section key={anchor} id={anchor} aria-labelledby={`${anchor}-title`} className="legal-document">
          <h2 id={`${anchor}-title`} className="legal-title">
            {doc.title}
          </h2>
          <p className="meta-line">
            Last updated <time dateTime={doc.publishedAt}>{formatCalendarDate(doc.publishedAt)}</time>
          </p>
          <ContentBody item={doc} />
        </section>
      ))}
    </PageContainer>
  );
}
