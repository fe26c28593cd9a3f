import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MoneySummary } from "~/components/investor/MoneySummary";
import { PortfolioOverview } from "~/components/portfolio/PortfolioOverview";
import { TierCard } from "~/components/tiers/TierCard";
import { requireMember } from "~/session/member.server";
import { orErrorPage } from "~/upstream/failure.server";
import { UpstreamError } from "~/upstream/errors";
import { listOrders } from "~/upstream/investment.server";
import { getInvestorAccount, listTransfers } from "~/upstream/investor.server";
import { getPortfolioSummary } from "~/upstream/portfolio.server";
import { upstreamFor } from "~/upstream/scope.server";

// requirements §2: the profile's overview, at /myworld, /myworld/profile and /myworld/profile/overview.

/** How many open orders the overview lists (each links to the order; the rest are on the orders page). */
const OPEN_ORDERS_SHOWN = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const account = await orErrorPage(getInvestorAccount(upstream));
  // A figure that cannot be had (the API refusing or failing) is simply not shown.
  const orNull = <T,>(pending: Promise<T>): Promise<T | null> =>
    pending.catch((error: unknown) => {
      if (error instanceof UpstreamError) return null;
      throw error;
    });
  if (!account.opened) return { user, account, pendingTransfers: null, portfolio: null, openOrders: null, href: new URL(request.url).pathname };
  // How many transfers are under way; the portfolio at a glance (issue "Portfolio": its value, today's
  // change and allocation, without the series and returns of its own page); the orders still open.
  const [pendingTransfers, portfolio, open] = await Promise.all([
    orNull(listTransfers(upstream, { status: "pending", size: 1 }).then((page) => page.total)),
    orNull(getPortfolioSummary(upstream)),
    orNull(listOrders(upstream, { status: "open", page: 1 }, OPEN_ORDERS_SHOWN)),
  ]);
  // The newest open orders, the one to execute first at the top.
  const openOrders = open ? [...open.items].sort((a, b) => a.secondsLeft - b.secondsLeft || a.id - b.id) : null;
  return {
    user,
    account,
    pendingTransfers,
    portfolio: portfolio && { marketValue: portfolio.marketValue, totalAssets: portfolio.totalAssets, dayChange: portfolio.dayChange, allocation: portfolio.allocation },
    openOrders,
    href: new URL(request.url).pathname,
  };
}

export default function ProfileOverview() {
  const { user, account, pendingTransfers, portfolio, openOrders, href } = useLoaderData<typeof loader>();
  return (
    <div className="profile-overview">
      <TierCard account={account} />
      <MoneySummary account={account} pendingTransfers={pendingTransfers} />
      {account.opened ? <PortfolioOverview portfolio={portfolio} openOrders={openOrders} href={href} /> : null}
      <div className="plain-card xl">
        <h2 className="plain-title h3" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
          {user.username}
        </h2>
        <p className="plain-text">{user.email}</p>
        <p className="plain-text dimmed" style={{ marginTop: "var(--mantine-spacing-xs)" }}>
          Two-step verification is {user.mfaEnabled ? "on" : "off"}.
        </p>
      </div>
    </div>
  );
}
