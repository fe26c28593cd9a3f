import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "EnPlus World is a personal-finance and wealth-management platform built on a simple idea: the services a family needs should not depend on paying a membership fee. We combine licensed professionals with clear software so that budgeting, investing, tax, estate and retirement planning work from one shared picture of your finances.";
export const meta = () => pageMeta("Who we are", DESCRIPTION);

export default function WhoWeArePage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="About" title="Who we are">
        {DESCRIPTION}
      </PageIntro>
    </PageContainer>
  );
}
