import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "The digital vault keeps the documents your financial life depends on, such as tax returns, account statements, wills, trust deeds and insurance policies, in one encrypted place, shared only with the people and advisers you choose and always available when you or they need them.";
export const meta = () => pageMeta("Digital vault", DESCRIPTION);

export default function DigitalVaultPage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Digital vault" title="Digital vault">
        {DESCRIPTION}
      </PageIntro>
    </PageContainer>
  );
}
