import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Link } from "@remix-run/react";
import type { Order } from "#core/contracts/investment";
import type { PortfolioSummary } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { Countdown } from "~/components/trading/Countdown";
import { OrderStatusBadge } from "~/components/trading/OrderStatusBadge";
import { PORTFOLIO_PAGE, signedUsd } from "~/utils/portfolio";
import { orderPage, percentText, usd } from "~/utils/trading";
import { AllocationTables } from "./AllocationTables";

export type OverviewPortfolio = Pick<PortfolioSummary, "marketValue" | "totalAssets" | "dayChange" | "allocation">;

/**
 * My World's investments at a glance (issue "Portfolio" §1): the portfolio's value, today's change
 * and allocation, and the orders still open, each with its countdown and a link to it. A part that
 * could not be had is left out (null).
 */
export function PortfolioOverview({ portfolio, openOrders, href }: { portfolio: OverviewPortfolio | null; openOrders: readonly Order[] | null; href: string }) {
  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="portfolio-overview-title" className="portfolio-overview">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id="portfolio-overview-title">
          {COPY.overviewTitle}
        </Title>
        <Button component={Link} to={PORTFOLIO_PAGE} variant="default" size="xs">
          {COPY.seePortfolio}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          {portfolio ? (
            <>
              <dl className="figures">
                <div>
                  <dt>Portfolio value</dt>
                  <dd data-testid="overview-portfolio-value">{usd(portfolio.marketValue)}</dd>
                </div>
                <div>
                  <dt>Today&rsquo;s change</dt>
                  <dd data-testid="overview-day-change">
                    {signedUsd(portfolio.dayChange.value)} ({percentText(portfolio.dayChange.percent)})
                  </dd>
                </div>
              </dl>
              {portfolio.allocation.byAssetClass.length > 0 ? (
                <div data-testid="overview-allocation" className="overview-allocation">
                  <AllocationTables allocation={portfolio.allocation} compact />
                </div>
              ) : (
                <Text mt="sm">{COPY.empty}</Text>
              )}
            </>
          ) : (
            <Text c="dimmed">—</Text>
          )}
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            {COPY.openOrders}
          </Title>
          {openOrders === null ? (
            <Text c="dimmed">—</Text>
          ) : openOrders.length === 0 ? (
            <Text data-testid="overview-no-orders">{COPY.noOpenOrders}</Text>
          ) : (
            <ul className="plain-list overview-orders" aria-label={COPY.openOrders}>
              {openOrders.map((o) => (
                <li key={o.id} data-testid="overview-order" data-order={o.id}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <div>
                      <Link to={orderPage(o.id)}>
                        {o.side === "buy" ? "Buy" : "Sell"} {o.name}
                      </Link>
                      <Text size="sm" c="dimmed" component="div">
                        #{o.id} · {o.amount !== null ? usd(o.amount) : `${o.units} units`} · <OrderStatusBadge status={o.status} />
                      </Text>
                    </div>
                    <Countdown secondsLeft={o.secondsLeft} href={href} waiting compact />
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </div>
      </SimpleGrid>
    </Card>
  );
}
