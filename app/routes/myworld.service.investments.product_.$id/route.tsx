import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { lazy } from "react";
import { INVESTMENT_NOTICES } from "#core/messages/investment";
import { PRICE_RANGES } from "#core/trading";
import { formatUsdPrice } from "#core/money";
import { FormError } from "~/components/forms/FormError";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { ChartFigure } from "~/components/planning/ChartFigure";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { orErrorPage } from "~/upstream/failure.server";
import { addStationItem, addToWatchlist, getPrices, getProduct, orRefusal, placeOrder, removeFromWatchlist } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { isProductId, orderPage, percentText, priceRange, productPage, PRODUCTS_PAGE, sampleEvenly, STATION_PAGE, usd } from "~/utils/trading";
import { freshEachView } from "~/utils/fresh-each-view";

// Issue "Trading" §1: one product's page. The product is the service's {childPage}
// (/myworld/service/investments/product/{id}, requirements §2's scheme), so a product has one
// address to link, bookmark and share; the price range is the URL's ?range= (links, no script).
// The chart is drawn in the browser from a lazily loaded module; the same closes are a table in
// the HTML. Opening the page records the view in the member's browse history (the API does).

const PriceChart = lazy(() => import("~/components/trading/charts/PriceChart"));

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

// Its form holds a new idempotency key for each view.
export const headers = freshEachView;

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  pageMeta(page && "product" in page ? `${page.product.name} · My World` : "Investment product · My World", "A product's prices, facts, risk and fees; add it to your watchlist or your station.");

const notFound = () => data({ message: "No such product" }, { status: 404 });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  if (!isProductId(params.id)) throw notFound();
  const upstream = upstreamFor(request, context, { token });
  const range = priceRange(new URL(request.url).searchParams.get("range"));
  const [product, prices] = await orErrorPage(Promise.all([getProduct(upstream, params.id), getPrices(upstream, params.id, range)]));
  // A fresh key per page view: a sale posted twice from it (a retry, a double submit) is placed once.
  return { header: investmentsHeader(user.membership), product, range, points: prices.points, orderKey: crypto.randomUUID() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  if (!isProductId(params.id)) throw notFound();
  const id = params.id;
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const range = new URL(request.url).searchParams.get("range");
  const page = `${productPage(id)}${range ? `?range=${priceRange(range)}` : ""}`;
  const back = () => redirectWithSession(session, context, page);
  switch (form.intent) {
    case "watch":
    case "unwatch": {
      const done = await orRefusal<unknown>(form.intent === "watch" ? addToWatchlist(upstream, id) : removeFromWatchlist(upstream, id));
      flashNotice(session, done.ok ? { type: "success", message: form.intent === "watch" ? INVESTMENT_NOTICES.addedToWatchlist : INVESTMENT_NOTICES.removedFromWatchlist } : { type: "error", message: done.message });
      return back();
    }
    case "add-to-station": {
      const values = echo(form, "amount");
      const amount = (form.amount ?? "").trim();
      if (amount === "") return redirectWithFeedback(session, context, page, { form: "station", fieldErrors: { amount: "Enter an amount, like 1,000.00" }, values });
      const acknowledgeRisk = form.acknowledgeRisk === "on" || form.acknowledgeRisk === "true";
      const done = await orRefusal(addStationItem(upstream, { productId: id, amount, ...(acknowledgeRisk ? { acknowledgeRisk: true } : {}) }));
      if (!done.ok) {
        const onField = done.field === "amount" || done.field === "acknowledgeRisk";
        return redirectWithFeedback(session, context, page, { form: "station", fieldErrors: onField ? { [done.field!]: done.message } : {}, formError: onField ? undefined : done.message, values });
      }
      flashNotice(session, { type: "success", message: INVESTMENT_NOTICES.addedToStation });
      return redirectWithSession(session, context, STATION_PAGE);
    }
    case "sell": {
      // A sale of the member's holding: by units or by amount, placed in review like any order.
      const field = form.field === "amount" ? "amount" : "units";
      const values = echo(form, "field", "value");
      const value = (form.value ?? "").trim();
      if (value === "") return redirectWithFeedback(session, context, page, { form: "sell", fieldErrors: { value: field === "units" ? "Enter a number of units, like 12.5" : "Enter an amount, like 1,000.00" }, values });
      const idempotencyKey = form.idempotencyKey?.trim() || undefined;
      const done = await orRefusal(placeOrder(upstream, { productId: id, side: "sell", [field]: value, idempotencyKey }));
      if (!done.ok) {
        const onValue = done.field === "amount" || done.field === "units";
        return redirectWithFeedback(session, context, page, { form: "sell", fieldErrors: onValue ? { value: done.message } : {}, formError: onValue ? undefined : done.message, values });
      }
      flashNotice(session, { type: "success", message: INVESTMENT_NOTICES.orderPlaced });
      return redirectWithSession(session, context, orderPage(done.value.id));
    }
    default:
      flashNotice(session, { type: "error", message: "Nothing to do: choose an action on the page." });
      return back();
  }
}

const RANGE_LABELS = { "1M": "1 month", "6M": "6 months", "1Y": "1 year", "5Y": "5 years", MAX: "All" } as const;

export default function ProductPage() {
  const { header, product: p, range, points, orderKey } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const station = feedback?.form === "station" ? feedback : null;
  const sell = feedback?.form === "sell" ? feedback : null;
  const busy = useNavigation().state === "submitting";
  const chartPoints = points.map((pt) => ({ date: pt.date, close: Number(pt.close) }));
  const first = points[0];
  const last = points[points.length - 1];
  const change = first && last ? ((Number(last.close) / Number(first.close) - 1) * 100).toFixed(2) : null;
  return (
    <>
      <InvestmentsHeader header={header} current="product" />
      <Text mb="sm">
        <Link to={PRODUCTS_PAGE}>All products</Link>
      </Text>
      <Group gap="sm" mb="xs" align="baseline">
        <Title order={2}>{p.name}</Title>
        <Text c="dimmed">{p.symbol}</Text>
        {p.locked ? (
          <Badge color="gray" variant="light" className="locked-note">
            Unlocks at {p.unlockTier}
          </Badge>
        ) : null}
      </Group>
      <Text mb="lg">{p.description}</Text>
      <Stack gap="xl">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="prices-title">
          <Title order={3} id="prices-title" mb="sm">
            Price
          </Title>
          <Group component="nav" aria-label="Price range" gap="xs" mb="sm">
            {PRICE_RANGES.map((r) => (
              <Button key={r} component={Link} to={`${productPage(p.id)}?range=${r}`} preventScrollReset size="xs" variant={r === range ? "filled" : "default"} aria-current={r === range ? "page" : undefined} title={RANGE_LABELS[r]}>
                {r}
              </Button>
            ))}
          </Group>
          <ChartFigure
            id="price-chart"
            title={`${p.symbol} daily closes, ${RANGE_LABELS[range].toLowerCase()}`}
            summary={
              first && last
                ? `From ${formatUsdPrice(first.close)} on ${first.date} to ${formatUsdPrice(last.close)} on ${last.date} (${percentText(change)}).`
                : "No closes in this range yet."
            }
            chart={<PriceChart points={chartPoints} symbol={p.symbol} />}
            table={
              <table className="data-table figures-table" data-testid="price-table">
                <caption className="visually-hidden">Closes of {p.symbol}</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Close</th>
                  </tr>
                </thead>
                <tbody>
                  {sampleEvenly(points).map((pt) => (
                    <tr key={pt.date}>
                      <th scope="row">{pt.date}</th>
                      <td>{formatUsdPrice(pt.close)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </Card>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="facts-title">
            <Title order={3} id="facts-title" mb="sm">
              Facts
            </Title>
            <dl className="figures" data-testid="product-facts">
              <div>
                <dt>Asset class</dt>
                <dd>{p.assetClassLabel}</dd>
              </div>
              <div>
                <dt>Risk level</dt>
                <dd data-testid="risk-level">{p.riskLevel} of 5</dd>
              </div>
              <div>
                <dt>Minimum investment</dt>
                <dd data-testid="minimum">{usd(p.minimumInvestment)}</dd>
              </div>
              <div>
                <dt>Fee a year (expense ratio)</dt>
                <dd>{percentText(p.expenseRatio)}</dd>
              </div>
              <div>
                <dt>Trading fee on each fill</dt>
                <dd>{percentText(p.tradingFee)}</dd>
              </div>
              {p.yield !== null ? (
                <div>
                  <dt>Yield a year</dt>
                  <dd>{percentText(p.yield)}</dd>
                </div>
              ) : null}
              {p.termMonths !== null ? (
                <div>
                  <dt>Term</dt>
                  <dd>{p.termMonths} months</dd>
                </div>
              ) : null}
              <div>
                <dt>Last price</dt>
                <dd>
                  {formatUsdPrice(p.lastPrice)} ({p.lastCloseDate})
                </dd>
              </div>
              {(["1M", "6M", "1Y", "5Y"] as const).map((r) => (
                <div key={r}>
                  <dt>Return over {RANGE_LABELS[r]}</dt>
                  <dd>{percentText(p.returns[r])}</dd>
                </div>
              ))}
              <div>
                <dt>Unlocks at</dt>
                <dd>{p.unlockTier}</dd>
              </div>
            </dl>
            {p.holding ? (
              <Text mt="md" data-testid="holding">
                You hold {p.holding.units} units, worth {usd(p.holding.marketValue)} (cost {usd(p.holding.costBasis)}).
              </Text>
            ) : null}
          </Card>

          <Stack gap="xl">
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="station-title">
              <Title order={3} id="station-title" mb="sm">
                Add to your station
              </Title>
              {p.locked ? (
                <Text>
                  This product unlocks at {p.unlockTier}. <Link to="/myworld/service/investments/funding">Add cash</Link> to reach it.
                </Text>
              ) : (
                <Form method="post" key={station?.id} noValidate>
                  <input type="hidden" name="intent" value="add-to-station" />
                  <FormError message={station?.formError} />
                  <TextInput
                    name="amount"
                    label="Amount"
                    description={`At least ${usd(p.minimumInvestment)}.`}
                    leftSection="$"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    defaultValue={station?.values.amount ?? ""}
                    error={station?.fieldErrors.amount}
                  />
                  {p.suitability.acknowledgementRequired ? (
                    <Stack gap="xs" mt="md">
                      <Alert color="yellow" variant="light" title="Above your risk profile">
                        {p.suitability.riskProfile === null
                          ? "You have not taken the risk assessment. Confirm that you understand this product's risk, or take the assessment first."
                          : `This product's risk (${p.riskLevel} of 5) is above your assessed profile.`}
                      </Alert>
                      <Checkbox name="acknowledgeRisk" label="I understand this product's risk and want to invest anyway" error={station?.fieldErrors.acknowledgeRisk} />
                    </Stack>
                  ) : null}
                  <Button type="submit" mt="md" loading={busy}>
                    Add to station
                  </Button>
                </Form>
              )}
            </Card>

            {p.holding ? (
              <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sell-title">
                <Title order={3} id="sell-title" mb="sm">
                  Sell
                </Title>
                <Form method="post" key={sell?.id} noValidate>
                  <input type="hidden" name="intent" value="sell" />
                  <input type="hidden" name="idempotencyKey" value={orderKey} />
                  <FormError message={sell?.formError} />
                  <fieldset className="plain-fieldset">
                    <legend>Sell by</legend>
                    <Group gap="md" mt="xs">
                      <label>
                        <input type="radio" name="field" value="units" defaultChecked={sell?.values.field !== "amount"} /> Units
                      </label>
                      <label>
                        <input type="radio" name="field" value="amount" defaultChecked={sell?.values.field === "amount"} /> Amount in dollars
                      </label>
                    </Group>
                  </fieldset>
                  <TextInput
                    mt="sm"
                    name="value"
                    label="Units or amount to sell"
                    description={`You hold ${p.holding.units} units.`}
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={sell?.values.value ?? ""}
                    error={sell?.fieldErrors.value}
                  />
                  <Button type="submit" mt="md" variant="default">
                    Place the sale
                  </Button>
                </Form>
              </Card>
            ) : null}

            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="watch-title">
              <Title order={3} id="watch-title" mb="sm">
                Watchlist
              </Title>
              <Form method="post">
                <input type="hidden" name="intent" value={p.watched ? "unwatch" : "watch"} />
                <Group>
                  <Text data-testid="watched">{p.watched ? "On your watchlist." : "Not on your watchlist."}</Text>
                  <Button type="submit" variant="default" size="xs">
                    {p.watched ? "Remove from watchlist" : "Add to watchlist"}
                  </Button>
                </Group>
              </Form>
            </Card>
          </Stack>
        </SimpleGrid>
      </Stack>
    </>
  );
}
