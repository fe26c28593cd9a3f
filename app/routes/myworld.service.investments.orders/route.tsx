import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDateTime } from "#core/format";
import { ORDER_STATUSES } from "#core/trading";
import { formatUsdPrice } from "#core/money";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { TabIntro } from "~/components/investor/TabIntro";
import { ORDER_FILTER_LABELS, OrderStatusBadge } from "~/components/trading/OrderStatusBadge";
import { useTimeZone } from "~/hooks/use-time-zone";
import { requireMember } from "~/session/member.server";
import { orErrorPage } from "~/upstream/failure.server";
import { listOrders } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { formatTimeLeft, orderPage, ORDERS_SIZE, ordersHref, ordersQuery, usd } from "~/utils/trading";
import { ScrollTable } from "~/components/layout/ScrollTable";
import { PlainLink } from "~/components/navigation/PlainLink";

// Issue "Trading" §2: the member's orders, newest first; the status filter and the page are the
// URL's keys (links, so they work without JavaScript). Each order's page has its countdown and actions.

export const meta: MetaFunction = () => pageMeta("Your orders · My World", "Your investment orders: in review, submitted, filled, cancelled or rejected.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const query = ordersQuery(new URL(request.url).searchParams);
  const orders = await orErrorPage(listOrders(upstreamFor(request, context, { token }), query, ORDERS_SIZE));
  return { header: investmentsHeader(user.membership), query, orders };
}

export default function OrdersPage() {
  const { header, query, orders } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const lastPage = Math.max(1, Math.ceil(orders.total / orders.size));
  return (
    <>
      <InvestmentsHeader header={header} current="orders" />
      <TabIntro title="Your orders" intro="An order stays in review until its countdown ends; until then you can change it, cancel it or submit it at once." gap="md" />
      <nav className="plain-row" aria-label="Filter by status" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
        {([null, "open", ...ORDER_STATUSES] as const).map((status) => (
          <PlainLink key={status ?? "all"} className="plain-button" to={ordersHref(query, { status, page: 1 })} aria-current={status === query.status ? "page" : undefined}>
            {status === null ? "All" : ORDER_FILTER_LABELS[status]}
          </PlainLink>
        ))}
      </nav>
      <div className="plain-card">
        {orders.items.length === 0 ? (
          <p className="plain-text">{query.status === "open" ? "You have no open order." : query.status ? "No order with this status." : "You have no orders yet. Add products to your station and check out."}</p>
        ) : (
          <ScrollTable label="Table of your orders" minWidth={720} striped>
            <caption className="visually-hidden">Your orders</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Side</th>
                <th scope="col">Amount or units</th>
                <th scope="col">Status</th>
                <th scope="col">Time left or result</th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((o) => (
                <tr key={o.id} data-testid="order-row" data-order={o.id}>
                  <th scope="row">
                    <PlainLink to={orderPage(o.id)}>
                      #{o.id} {o.name}
                    </PlainLink>{" "}
                    <span className="cell-note">{o.symbol}</span>
                  </th>
                  <td>{formatDateTime(o.createdAt, timeZone)}</td>
                  <td>{o.side === "buy" ? "Buy" : "Sell"}</td>
                  <td>{o.amount !== null ? usd(o.amount) : `${o.units} units`}</td>
                  <td>
                    <OrderStatusBadge status={o.status} />
                  </td>
                  <td>
                    {o.status === "pending_review"
                      ? `${formatTimeLeft(o.secondsLeft)} left`
                      : o.fill
                        ? `${o.fill.units} units at ${formatUsdPrice(o.fill.price)}`
                        : (o.rejectReason ?? "—")}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        {lastPage > 1 ? (
          <nav className="plain-row" aria-label="Order pages" style={{ marginTop: "var(--mantine-spacing-md)", gap: "var(--mantine-spacing-md)" }}>
            {orders.page > 1 ? <PlainLink to={ordersHref(query, { page: orders.page - 1 })}>Previous page</PlainLink> : null}
            <p className="plain-text sm">
              Page {orders.page} of {lastPage}
            </p>
            {orders.page < lastPage ? <PlainLink to={ordersHref(query, { page: orders.page + 1 })}>Next page</PlainLink> : null}
          </nav>
        ) : null}
      </div>
    </>
  );
}
