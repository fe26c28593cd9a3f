import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "Membership at EnPlus World has nine tiers, from Passengers to Painite Partners. There is no separate membership fee: your tier follows the combined assets you deposit or invest through the platform, and each tier keeps everything below it while adding services such as tax filing, private investments and a family office.";
export const meta = () => pageMeta("Membership", DESCRIPTION);

export default function MembersPage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="Members" title="Membership">
        {DESCRIPTION}
      </PageIntro>
    </PageContainer>
  );
}
