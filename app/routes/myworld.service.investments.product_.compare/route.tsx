import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { lazy } from "react";
import { INVESTMENT_MESSAGES } from "#core/messages/investment";
import { PRICE_RANGES } from "#core/trading";
import { formatUsdPrice } from "#core/money";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { requireMember } from "~/session/member.server";
import { orErrorPage } from "~/upstream/failure.server";
import { compareProducts } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { COMPARE_PAGE, compareIds, percentText, priceRange, productPage, PRODUCTS_PAGE, sampleEvenly, usd } from "~/utils/trading";

// Issue "Trading" §1: 2 to 4 products side by side (?ids=a,b or the catalogue's ticked rows,
// ?ids=a&ids=b) and the growth of $10,000 in each over the range. Fewer or more than that is the
// page's own message and a way back, not an error page.

const GrowthChart = lazy(() => import("~/components/trading/charts/GrowthChart"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];
export const meta: MetaFunction = () => pageMeta("Compare products · My World", "Investment products side by side: facts, fees, risk, returns and the growth of $10,000.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const params = new URL(request.url).searchParams;
  const header = investmentsHeader(user.membership);
  const ids = compareIds(params);
  const range = priceRange(params.get("range"));
  if (ids === null) return data({ header, ids: null, range, compared: null }, { status: 400 });
  const compared = await orErrorPage(compareProducts(upstreamFor(request, context, { token }), ids, range));
  return { header, ids, range, compared };
}

const dollars = (value: string) => Math.round(Number(value));

export default function ComparePage() {
  const { header, ids, range, compared } = useLoaderData<typeof loader>();
  if (ids === null || compared === null) {
    return (
      <>
        <InvestmentsHeader header={header} current="product" />
        <Title order={2} mb="sm">
          Compare products
        </Title>
        <Text role="alert" mb="md">
          {INVESTMENT_MESSAGES.compareCount}.
        </Text>
        <Link to={PRODUCTS_PAGE}>Back to the products</Link>
      </>
    );
  }
  const { products, growth } = compared;
  const nameOf = (id: string) => products.find((p) => p.id === id)?.symbol ?? id;
  // One row per date, one column per product (p0…p3: chart keys without the ids' hyphens).
  const dates = growth[0]?.points.map((pt) => pt.date) ?? [];
  const rows = dates.map((date, i) => Object.fromEntries([["date", date], ...growth.map((g, k) => [`p${k}`, dollars(g.points[i]?.value ?? "0")])]));
  const tableRows = sampleEvenly(dates.map((date, i) => ({ date, values: growth.map((g) => g.points[i]?.value ?? null) })));
  const facts: Array<[string, (p: (typeof products)[number]) => string]> = [
    ["Symbol", (p) => p.symbol],
    ["Asset class", (p) => p.assetClassLabel],
    ["Risk level", (p) => `${p.riskLevel} of 5`],
    ["Minimum investment", (p) => usd(p.minimumInvestment)],
    ["Fee a year", (p) => percentText(p.expenseRatio)],
    ["Trading fee", (p) => percentText(p.tradingFee)],
    ["Last price", (p) => formatUsdPrice(p.lastPrice)],
    ["Return, 1 month", (p) => percentText(p.returns["1M"])],
    ["Return, 6 months", (p) => percentText(p.returns["6M"])],
    ["Return, 1 year", (p) => percentText(p.returns["1Y"])],
    ["Return, 5 years", (p) => percentText(p.returns["5Y"])],
    ["Unlocks at", (p) => p.unlockTier],
  ];
  return (
    <>
      <InvestmentsHeader header={header} current="product" />
      <Text mb="sm">
        <Link to={PRODUCTS_PAGE}>All products</Link>
      </Text>
      <Title order={2} mb="lg">
        Compare products
      </Title>
      <Stack gap="xl">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="side-title">
          <Title order={3} id="side-title" mb="sm">
            Side by side
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="compare-table">
              <caption className="visually-hidden">The products side by side</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Product</Table.Th>
                  {products.map((p) => (
                    <Table.Th scope="col" key={p.id}>
                      <Link to={productPage(p.id)}>{p.name}</Link>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {facts.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    {products.map((p) => (
                      <Table.Td key={p.id}>{value(p)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>

        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="growth-range">
          <Group component="nav" aria-label="Range" gap="xs" mb="sm" id="growth-range">
            {PRICE_RANGES.map((r) => (
              <Button key={r} component={Link} to={`${COMPARE_PAGE}?ids=${ids.join(",")}&range=${r}`} preventScrollReset size="xs" variant={r === range ? "filled" : "default"} aria-current={r === range ? "page" : undefined}>
                {r}
              </Button>
            ))}
          </Group>
          <ChartFigure
            id="growth-chart"
            title="Growth of $10,000"
            summary={
              dates.length > 0
                ? `From ${dates[0]} to ${dates[dates.length - 1]}: ${growth.map((g) => `${nameOf(g.productId)} ${usd(g.points[g.points.length - 1]!.value)}`).join(", ")}.`
                : "No common closes in this range."
            }
            chart={<GrowthChart rows={rows} series={growth.map((g, k) => ({ key: `p${k}`, label: nameOf(g.productId) }))} />}
            table={
              <table className="data-table figures-table" data-testid="growth-table">
                <caption className="visually-hidden">Growth of $10,000 by date</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    {growth.map((g) => (
                      <th scope="col" key={g.productId}>
                        {nameOf(g.productId)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tableRows.map((row) => (
                    <tr key={row.date}>
                      <th scope="row">{row.date}</th>
                      {row.values.map((v, k) => (
                        <td key={k}>{v === null ? "—" : usd(v)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </Card>
      </Stack>
    </>
  );
}
