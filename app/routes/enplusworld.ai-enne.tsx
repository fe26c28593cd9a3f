import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "Enne answers questions about your money in plain language, from what a Roth conversion would mean for this year's tax to how your spending compares with your plan. Enne is available from the Bronze tier, draws on your accounts only with your permission, and hands over to a human specialist whenever a question needs one.";
export const meta = () => pageMeta("Enne, your AI assistant", DESCRIPTION);

export default function AiEnnePage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="AI assistant" title="Enne, your AI assistant">
        {DESCRIPTION}
      </PageIntro>
    </PageContainer>
  );
}
