import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

const DESCRIPTION =
  "Your profile brings together your membership tier, your personal details, your security settings and your notifications.";
export const meta = () => pageMeta("Your profile", DESCRIPTION);

// spec §2: '', profile, profile/{tab} and profile/{tab}/{detail} all show this page.
export default function ProfilePage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="My World" title="Your profile">
        {DESCRIPTION}
      </PageIntro>
    </PageContainer>
  );
}
