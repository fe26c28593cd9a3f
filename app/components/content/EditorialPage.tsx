import type { ContentItem } from "#core/content";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { Prose } from "./PageArticle";

/** A page written in content/pages: its title and summary as the intro, then its sanitised body. */
export function EditorialPage({ page, eyebrow }: { page: ContentItem; eyebrow: string }) {
  return (
    <PageContainer narrow>
      <PageIntro eyebrow={eyebrow} title={page.title}>
        {page.summary}
      </PageIntro>
      <Prose html={page.html} />
    </PageContainer>
  );
}
