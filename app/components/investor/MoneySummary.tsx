import { INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { formatUsd } from "#core/money";
import { PlainLink } from "~/components/navigation/PlainLink";
import type { InvestorAccountView } from "~/upstream/investor.server";
import { centsOf } from "~/utils/investor";

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/**
 * My World's money at a glance (issue "Investor accounts for real" §5): total assets, cash and
 * transfers under way for a member with an account; for anyone else, the way to open one.
 */
export function MoneySummary({ account, pendingTransfers }: { account: InvestorAccountView; pendingTransfers: number | null }) {
  if (!account.opened) {
    const started = account.status === "draft" || account.status === "rejected" || account.status === "submitted";
    return (
      <section className="plain-card xl money-summary" aria-labelledby="money-title">
        <h2 className="plain-title h3" id="money-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
          {COPY.openTitle}
        </h2>
        <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
          {COPY.openText}
        </p>
        <PlainLink to="/myworld/service/investments/open-account" className="plain-button sm filled">
          {started ? COPY.continueApplication : COPY.startApplication}
        </PlainLink>
      </section>
    );
  }
  return (
    <section className="plain-card xl money-summary" aria-labelledby="money-title">
      <h2 className="plain-title h3" id="money-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.overviewTitle}
      </h2>
      <dl className="figures">
        <div>
          <dt>{COPY.totalAssets}</dt>
          <dd data-testid="overview-total-assets">{account.totalAssets === null ? "—" : usd(account.totalAssets)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.settled}</dt>
          <dd>{usd(account.cash.settled)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.available}</dt>
          <dd>{usd(account.cash.available)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.pending}</dt>
          <dd>{usd(account.cash.pending)}</dd>
        </div>
      </dl>
      <div className="plain-row" style={{ justifyContent: "space-between", gap: "var(--mantine-spacing-md)", marginTop: "var(--mantine-spacing-md)" }}>
        {pendingTransfers !== null ? (
          <p className="plain-text dimmed" data-testid="overview-pending">
            {pendingTransfers > 0 ? COPY.pendingTransfers(pendingTransfers) : COPY.noPendingTransfers}
          </p>
        ) : (
          <span />
        )}
        <PlainLink to="/myworld/service/investments/funding" className="plain-button sm">
          {COPY.manageFunding}
        </PlainLink>
      </div>
    </section>
  );
}
