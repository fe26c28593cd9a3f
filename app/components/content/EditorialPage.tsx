import { PageContainer, PageIntro } from "~/components/layout/Page";
import { ContentBody, type PageContentItem } from "./ContentBody";

/** A page written in content/pages: its title and summary as the intro, then its sanitised body. */
export function EditorialPage({ page, eyebrow }: { page: PageContentItem; eyebrow: string }) {
  return (
    <PageContainer narrow>
      <PageIntro eyebrow={eyebrow} title={page.title}>
        {page.summary}
      </PageIntro>
      <ContentBody item={page} />
    </PageContainer>
  );
}
