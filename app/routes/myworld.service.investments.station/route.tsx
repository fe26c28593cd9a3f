import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { List } from "#mantine/components/List/List.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { INVESTMENT_MESSAGES, INVESTMENT_NOTICES } from "#core/messages/investment";
import { PORTFOLIO_PAGE_COPY } from "#core/messages/portfolio";
import { FormError } from "~/components/forms/FormError";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { orErrorPage } from "~/upstream/failure.server";
import { changeStationItem, checkout, getStation, orRefusal, removeStationItem } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { postedId } from "~/utils/investor-forms";
import { pageMeta } from "~/utils/meta";
import { ORDERS_PAGE, overAvailable, productPage, PRODUCTS_PAGE, STATION_PAGE, stationProblems, usd } from "~/utils/trading";

// Issue "Trading" §2: the station (the cart). Each item's amount can be changed or the item
// removed; checkout places one buy per item, all or nothing. What would keep an item back (a
// locked product, an amount below the minimum, a risk not yet acknowledged) is shown on that item
// before checkout; the checkout form carries the acknowledgement of each item that needs one.

export const meta: MetaFunction = () => pageMeta("Your station · My World", "The products you are about to buy: change the amounts, confirm the risk, and check out.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const station = await orErrorPage(getStation(upstreamFor(request, context, { token })));
  return { header: investmentsHeader(user.membership), station, problems: Object.fromEntries(stationProblems(station.items)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const back = () => redirectWithSession(session, context, STATION_PAGE);
  switch (form.intent) {
    case "change": {
      const id = postedId(form.id);
      if (id === null) break;
      const values = echo(form, "amount");
      const amount = (form.amount ?? "").trim();
      if (amount === "") return redirectWithFeedback(session, context, STATION_PAGE, { form: `item-${id}`, fieldErrors: { amount: "Enter an amount, like 1,000.00" }, values });
      const done = await orRefusal(changeStationItem(upstream, id, { amount, ...(form.acknowledgeRisk === "on" ? { acknowledgeRisk: true } : {}) }));
      if (!done.ok) {
        const onField = done.field === "amount" || done.field === "acknowledgeRisk";
        return redirectWithFeedback(session, context, STATION_PAGE, { form: `item-${id}`, fieldErrors: onField ? { [done.field!]: done.message } : {}, formError: onField ? undefined : done.message, values });
      }
      flashNotice(session, { type: "success", message: "The amount has been changed." });
      return back();
    }
    case "remove": {
      const id = postedId(form.id);
      if (id === null) break;
      const done = await orRefusal(removeStationItem(upstream, id));
      flashNotice(session, done.ok ? { type: "success", message: "Removed from your station." } : { type: "error", message: done.message });
      return back();
    }
    case "checkout": {
      // The acknowledgements ticked on the checkout form are recorded on their items first; the
      // checkout itself is then all or nothing (the API checks every item again).
      const station = await orRefusal(getStation(upstream));
      if (!station.ok) return redirectWithFeedback(session, context, STATION_PAGE, { form: "checkout", fieldErrors: {}, formError: station.message });
      for (const item of station.value.items) {
        if (!item.acknowledgementRequired || item.acknowledgeRisk || form[`acknowledge-${item.id}`] !== "on") continue;
        const acknowledged = await orRefusal(changeStationItem(upstream, item.id, { amount: item.amount, acknowledgeRisk: true }));
        if (!acknowledged.ok) return redirectWithFeedback(session, context, STATION_PAGE, { form: "checkout", fieldErrors: { [`item-${item.id}`]: acknowledged.message }, formError: acknowledged.message });
      }
      const done = await orRefusal(checkout(upstream));
      if (!done.ok) return redirectWithFeedback(session, context, STATION_PAGE, { form: "checkout", fieldErrors: {}, formError: `Nothing was ordered. ${done.message}` });
      flashNotice(session, { type: "success", message: INVESTMENT_NOTICES.checkedOut });
      return redirectWithSession(session, context, `${ORDERS_PAGE}?status=pending_review`);
    }
  }
  flashNotice(session, { type: "error", message: "Nothing to do: choose an action on the page." });
  return back();
}

export default function StationPage() {
  const { header, station, problems } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const checkoutFeedback = feedback?.form === "checkout" ? feedback : null;
  const busy = useNavigation().state === "submitting";
  const tooMuch = overAvailable(station.total, station.available);
  const needsAck = station.items.filter((i) => i.acknowledgementRequired && !i.acknowledgeRisk);
  return (
    <>
      <InvestmentsHeader header={header} current="station" />
      <Title order={2} mb="xs">
        Your station
      </Title>
      <Text mb="lg">Check the amounts, then check out: each item becomes an order in review, and you can still change or cancel it during its countdown.</Text>
      {station.items.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Text mb="md">{INVESTMENT_MESSAGES.stationEmpty}.</Text>
          <Group>
            <Button component={Link} to={PRODUCTS_PAGE}>
              {PORTFOLIO_PAGE_COPY.browse}
            </Button>
          </Group>
        </Card>
      ) : (
        <Stack gap="lg">
          <ul className="plain-list" aria-label="Items in your station" data-testid="station-items">
            {station.items.map((item) => {
              const itemFeedback = feedback?.form === `item-${item.id}` ? feedback : null;
              const itemProblems = problems[item.id] ?? [];
              return (
                <li key={item.id} data-testid="station-item" data-product={item.product.id}>
                  <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`item-${item.id}-title`}>
                    <Group justify="space-between" align="flex-start">
                      <div>
                        <Title order={3} size="h4" id={`item-${item.id}-title`}>
                          <Link to={productPage(item.product.id)}>{item.product.name}</Link>
                        </Title>
                        <Text size="sm" c="dimmed">
                          {item.product.symbol} · risk {item.product.riskLevel} of 5 · minimum {usd(item.product.minimumInvestment)}
                        </Text>
                        <Text mt="xs" data-testid="item-side" data-side={item.side} size="sm" fw={600}>
                          {item.side === "sell" ? "Sale" : "Purchase"}
                        </Text>
                        <Text data-testid="item-amount">
                          {usd(item.amount)}
                          {item.acknowledgeRisk ? " · risk acknowledged" : ""}
                        </Text>
                      </div>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="id" value={item.id} />
                        <Button type="submit" size="xs" variant="default" aria-label={`Remove ${item.product.name} from your station`}>
                          Remove
                        </Button>
                      </Form>
                    </Group>
                    {itemProblems.length > 0 || checkoutFeedback?.fieldErrors[`item-${item.id}`] ? (
                      <Alert color="red" variant="light" mt="sm" role="alert" data-testid="item-problems">
                        <List size="sm">
                          {itemProblems.map((p) => (
                            <List.Item key={p}>{p}</List.Item>
                          ))}
                          {checkoutFeedback?.fieldErrors[`item-${item.id}`] ? <List.Item>{checkoutFeedback.fieldErrors[`item-${item.id}`]}</List.Item> : null}
                        </List>
                      </Alert>
                    ) : null}
                    <Form method="post" key={itemFeedback?.id} noValidate>
                      <input type="hidden" name="intent" value="change" />
                      <input type="hidden" name="id" value={item.id} />
                      <FormError message={itemFeedback?.formError} />
                      <Group align="flex-end" mt="sm">
                        <TextInput
                          name="amount"
                          label={`New amount for ${item.product.symbol}`}
                          leftSection="$"
                          inputMode="decimal"
                          autoComplete="off"
                          defaultValue={itemFeedback?.values.amount ?? item.amount}
                          error={itemFeedback?.fieldErrors.amount}
                        />
                        {item.acknowledgementRequired ? <Checkbox name="acknowledgeRisk" defaultChecked={item.acknowledgeRisk} label="I understand this product's risk" error={itemFeedback?.fieldErrors.acknowledgeRisk} /> : null}
                        <Button type="submit" variant="default">
                          Change amount
                        </Button>
                      </Group>
                    </Form>
                  </Card>
                </li>
              );
            })}
          </ul>

          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="checkout-title">
            <Title order={3} id="checkout-title" mb="sm">
              Checkout
            </Title>
            <dl className="figures">
              <div>
                <dt>Total</dt>
                <dd data-testid="station-total">{usd(station.total)}</dd>
              </div>
              <div>
                <dt>Cash available</dt>
                <dd data-testid="station-available">{usd(station.available)}</dd>
              </div>
            </dl>
            {tooMuch ? (
              <Alert color="red" variant="light" mt="sm" role="alert">
                The total is above the cash you have available. <Link to="/myworld/service/investments/funding">Add cash</Link> or lower an amount.
              </Alert>
            ) : null}
            <Form method="post" key={checkoutFeedback?.id}>
              <input type="hidden" name="intent" value="checkout" />
              <FormError message={checkoutFeedback?.formError} />
              {needsAck.length > 0 ? (
                <fieldset className="plain-fieldset">
                  <legend>These products are above your risk profile. Confirm each to check out:</legend>
                  <Stack gap="xs" mt="xs">
                    {needsAck.map((item) => (
                      <Checkbox key={item.id} name={`acknowledge-${item.id}`} label={`I understand the risk of ${item.product.name} (risk ${item.product.riskLevel} of 5)`} />
                    ))}
                  </Stack>
                </fieldset>
              ) : null}
              <Button type="submit" mt="md" loading={busy}>
                Check out {station.items.length} item{station.items.length === 1 ? "" : "s"}
              </Button>
            </Form>
          </Card>
        </Stack>
      )}
    </>
  );
}
