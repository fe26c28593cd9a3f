import { PageIntro } from "~/components/layout/Page";
import { pageMeta } from "~/utils/meta";

const DESCRIPTION =
  "Choose a service to plan, track and act on your finances. Services unlock as your membership tier rises with the assets you hold on the platform.";
export const meta = () => pageMeta("Your services", DESCRIPTION);

export default function ServiceIndex() {
  return (
    <PageIntro eyebrow="My World" title="Your services">
      {DESCRIPTION}
    </PageIntro>
  );
}
