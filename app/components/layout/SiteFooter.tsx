import { LogoMark } from "~/components/brand/Logo";
import { PlainLink } from "~/components/navigation/PlainLink";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <LogoMark size={28} />
          <p>
            EnPlus World brings investing, planning and everyday money into one place, with membership that follows
            the assets you hold on the platform and no separate membership fee.
          </p>
        </div>
        <nav aria-label="Legal and company" className="site-footer-links">
          <PlainLink to="/enplusworld/legal#privacy">Privacy policy</PlainLink>
          <PlainLink to="/enplusworld/legal#terms">Terms of use</PlainLink>
          <PlainLink to="/enplusworld/who-we-are">Who we are</PlainLink>
          <PlainLink to="/enplusworld/digital-vault">Digital vault</PlainLink>
          <PlainLink to="/enplusworld/whatis-new">What's new</PlainLink>
          <PlainLink to="/enplusworld/contact-us">Contact us</PlainLink>
        </nav>
        <p className="site-footer-disclosure">
          Investing involves risk, including the possible loss of principal. Past performance does not guarantee
          future results. Nothing on this site is individual tax, legal or investment advice.
        </p>
        <p className="site-footer-copy">© {new Date().getFullYear()} EnPlus World. All rights reserved.</p>
      </div>
    </footer>
  );
}
