import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, true, false) };

const DESCRIPTION =
  "How EnPlus World collects, uses and protects your personal information, and the terms that apply when you use the platform.";
export const meta = () => pageMeta("Privacy policy and terms of use", DESCRIPTION);

export default function LegalPage() {
  return (
    <PageContainer narrow>
      <PageIntro eyebrow="Legal" title="Privacy policy and terms of use">
        {DESCRIPTION}
      </PageIntro>
      <nav aria-label="On this page" className="card">
        <h2 className="visually-hidden">On this page</h2>
        <ol>
          <li>
            <a href="#privacy">Privacy policy</a>
          </li>
          <li>
            <a href="#terms">Terms of use</a>
          </li>
        </ol>
      </nav>
      <section id="privacy" aria-labelledby="privacy-title" className="prose">
        <h2 id="privacy-title">Privacy policy</h2>
        <p>
          We collect the information you give us when you register and use our services, such as your name, contact
          details and the financial information needed to provide a service, together with technical information
          about how you use the site. We use it to provide and secure your account, to meet our legal and regulatory
          obligations, and to improve the platform. We do not sell your personal information. You can ask to see,
          correct or delete it at any time, subject to the records we are required by law to keep.
        </p>
      </section>
      <section id="terms" aria-labelledby="terms-title" className="prose">
        <h2 id="terms-title">Terms of use</h2>
        <p>
          By using EnPlus World you agree to use it lawfully, to keep your sign-in details to yourself and to give us
          accurate information. Content on the public site is general information, not individual tax, legal or
          investment advice. Investing involves risk, including the possible loss of principal, and membership tiers
          describe which services are available to you, not a promise of any investment result.
        </p>
      </section>
    </PageContainer>
  );
}
