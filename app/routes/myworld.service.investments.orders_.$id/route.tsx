import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { formatDateTime } from "#core/format";
import { chatMessageSchema } from "#core/contracts/investment";
import { INVESTMENT_NOTICES, ORDER_CHAT_MESSAGES } from "#core/messages/investment";
import { formatUsdPrice } from "#core/money";
import { FormError } from "~/components/forms/FormError";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { Countdown } from "~/components/trading/Countdown";
import { OrderChat, type ChatPostResult } from "~/components/trading/OrderChat";
import { OrderStatusBadge } from "~/components/trading/OrderStatusBadge";
import { useTimeZone } from "~/hooks/use-time-zone";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { orErrorPage } from "~/upstream/failure.server";
import { buyAgain, cancelOrder, getCountdown, getOrder, getOrderChat, modifyOrder, orRefusal, postOrderChat, submitOrder } from "~/upstream/investment.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { postedId } from "~/utils/investor-forms";
import { pageMeta } from "~/utils/meta";
import { orderPage, ORDERS_PAGE, productPage, STATION_PAGE, usd } from "~/utils/trading";

// Issue "Trading" §2: one order. In review it shows its countdown (the server's clock, from the
// countdown call; live with JavaScript, the time left and a refresh link without) and can be
// changed, cancelled or submitted at once; a filled buy can be bought again (a new station item).
// Whatever its status, the member can write to an advisor about it (the order chat).

export const meta: MetaFunction = () => pageMeta("Order · My World", "An investment order: its countdown in review, its fill, and what you can still do with it.");

const notFound = () => data({ message: "No such order" }, { status: 404 });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const id = postedId(params.id);
  if (id === null) throw notFound();
  const upstream = upstreamFor(request, context, { token });
  const [order, countdown, chat] = await orErrorPage(Promise.all([getOrder(upstream, id), getCountdown(upstream, id), getOrderChat(upstream, id)]));
  return { header: investmentsHeader(user.membership), order, countdown, chat };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const id = postedId(params.id);
  if (id === null) throw notFound();
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const page = orderPage(id);
  const back = () => redirectWithSession(session, context, page);
  const told = (done: { ok: true } | { ok: false; message: string }, notice: string) => {
    flashNotice(session, done.ok ? { type: "success", message: notice } : { type: "error", message: done.message });
    return back();
  };
  switch (form.intent) {
    case "modify": {
      const field = form.field === "units" ? "units" : "amount";
      const value = (form.value ?? "").trim();
      const values = echo(form, "value");
      if (value === "") return redirectWithFeedback(session, context, page, { form: "modify", fieldErrors: { value: field === "units" ? "Enter a number of units, like 12.5" : "Enter an amount, like 1,000.00" }, values });
      const done = await orRefusal(modifyOrder(upstream, id, { [field]: value, ...(form.acknowledgeRisk === "on" ? { acknowledgeRisk: true } : {}) }));
      if (!done.ok) {
        const onValue = done.field === "amount" || done.field === "units";
        const fieldErrors: Record<string, string> = onValue ? { value: done.message } : done.field === "acknowledgeRisk" ? { acknowledgeRisk: done.message } : {};
        return redirectWithFeedback(session, context, page, { form: "modify", fieldErrors, formError: done.field ? undefined : done.message, values });
      }
      return told(done, INVESTMENT_NOTICES.orderModified);
    }
    case "cancel":
      return told(await orRefusal(cancelOrder(upstream, id)), INVESTMENT_NOTICES.orderCancelled);
    case "submit":
      return told(await orRefusal(submitOrder(upstream, id)), INVESTMENT_NOTICES.orderSubmitted);
    case "buy-again": {
      const done = await orRefusal(buyAgain(upstream, id));
      if (!done.ok) return told(done, "");
      flashNotice(session, { type: "success", message: INVESTMENT_NOTICES.addedToStation });
      return redirectWithSession(session, context, STATION_PAGE);
    }
    case "chat": {
      // Through the fetcher (JavaScript on) the answer is data for the panel; otherwise post/redirect/get.
      const viaFetcher = form.via === "fetcher";
      const chatPage = `${page}#chat`;
      const refused = (message: string) =>
        viaFetcher
          ? data<ChatPostResult>({ ok: false, message }, { status: 422 })
          : redirectWithFeedback(session, context, chatPage, { form: "chat", fieldErrors: { message }, values: { message: form.message ?? "" } });
      const parsed = chatMessageSchema.safeParse(form.message ?? "");
      if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? ORDER_CHAT_MESSAGES.messageRequired);
      const done = await orRefusal(postOrderChat(upstream, id, parsed.data));
      if (!done.ok) return refused(done.message);
      if (viaFetcher) return data<ChatPostResult>({ ok: true, notice: ORDER_CHAT_MESSAGES.sent });
      flashNotice(session, { type: "success", message: ORDER_CHAT_MESSAGES.sent });
      return redirectWithSession(session, context, chatPage);
    }
    default:
      flashNotice(session, { type: "error", message: "Nothing to do: choose an action on the page." });
      return back();
  }
}

export default function OrderPage() {
  const { header, order: o, countdown, chat } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const modify = feedback?.form === "modify" ? feedback : null;
  const timeZone = useTimeZone();
  const busy = useNavigation().state === "submitting";
  const inReview = countdown.status === "pending_review";
  const byUnits = o.side === "sell" && o.units !== null;
  return (
    <>
      <InvestmentsHeader header={header} current="orders" />
      <Text mb="sm">
        <Link to={ORDERS_PAGE}>All orders</Link>
      </Text>
      <Group gap="sm" mb="lg" align="baseline">
        <Title order={2} data-testid="order-title">
          Order #{o.id}: {o.side === "buy" ? "buy" : "sell"} <Link to={productPage(o.productId)}>{o.name}</Link>
        </Title>
        <OrderStatusBadge status={o.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="order-title">
          <Title order={3} id="order-title" mb="sm">
            Details
          </Title>
          <dl className="figures" data-testid="order-details">
            <div>
              <dt>{o.amount !== null ? "Amount" : "Units"}</dt>
              <dd data-testid="order-size">{o.amount !== null ? usd(o.amount) : o.units}</dd>
            </div>
            <div>
              <dt>Cash held for it</dt>
              <dd data-testid="order-held">{usd(o.held)}</dd>
            </div>
            <div>
              <dt>Placed</dt>
              <dd>{formatDateTime(o.createdAt, timeZone)}</dd>
            </div>
            <div>
              <dt>Executes at</dt>
              <dd>{formatDateTime(countdown.executeAt, timeZone)}</dd>
            </div>
            {o.riskAcknowledged ? (
              <div>
                <dt>Risk</dt>
                <dd>Acknowledged above your profile</dd>
              </div>
            ) : null}
            {o.fill ? (
              <>
                <div>
                  <dt>Filled at</dt>
                  <dd data-testid="fill-price">
                    {formatUsdPrice(o.fill.price)} ({o.fill.priceDate})
                  </dd>
                </div>
                <div>
                  <dt>Units</dt>
                  <dd data-testid="fill-units">{o.fill.units}</dd>
                </div>
                <div>
                  <dt>Fee</dt>
                  <dd data-testid="fill-fee">{usd(o.fill.fee)}</dd>
                </div>
                <div>
                  <dt>{o.side === "buy" ? "Invested after the fee" : "Cash received"}</dt>
                  <dd>{usd(o.fill.net)}</dd>
                </div>
              </>
            ) : null}
            {o.rejectReason ? (
              <div>
                <dt>Why it was rejected</dt>
                <dd data-testid="reject-reason">{o.rejectReason}</dd>
              </div>
            ) : null}
          </dl>
        </Card>

        <Stack gap="xl">
          {inReview || countdown.status === "submitted" ? (
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="countdown-title">
              <Title order={3} id="countdown-title" mb="sm">
                {inReview ? "Review countdown" : "Submitted for execution"}
              </Title>
              <Countdown secondsLeft={countdown.secondsLeft} href={orderPage(o.id)} waiting />
              {inReview ? (
                <Group mt="md">
                  <Form method="post">
                    <input type="hidden" name="intent" value="submit" />
                    <Button type="submit" loading={busy}>
                      Submit now
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel" />
                    <Button type="submit" variant="default" color="red">
                      Cancel order
                    </Button>
                  </Form>
                </Group>
              ) : null}
            </Card>
          ) : null}

          {inReview ? (
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="modify-title">
              <Title order={3} id="modify-title" mb="sm">
                Change the order
              </Title>
              <Form method="post" key={modify?.id} noValidate>
                <input type="hidden" name="intent" value="modify" />
                <input type="hidden" name="field" value={byUnits ? "units" : "amount"} />
                <FormError message={modify?.formError} />
                <TextInput
                  name="value"
                  label={byUnits ? "New units" : "New amount"}
                  leftSection={byUnits ? undefined : "$"}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={modify?.values.value ?? (byUnits ? (o.units ?? "") : (o.amount ?? ""))}
                  error={modify?.fieldErrors.value}
                />
                {o.riskAcknowledged || modify?.fieldErrors.acknowledgeRisk ? (
                  <Checkbox mt="sm" name="acknowledgeRisk" defaultChecked={o.riskAcknowledged} label="I understand this product's risk" error={modify?.fieldErrors.acknowledgeRisk} />
                ) : null}
                <Button type="submit" mt="md" variant="default">
                  Change order
                </Button>
              </Form>
            </Card>
          ) : null}

          {o.status === "filled" && o.side === "buy" ? (
            <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="again-title">
              <Title order={3} id="again-title" mb="sm">
                Buy again
              </Title>
              <Form method="post">
                <input type="hidden" name="intent" value="buy-again" />
                <Text mb="sm">Puts {o.amount !== null ? usd(o.amount) : "the same amount"} of this product in your station.</Text>
                <Button type="submit" variant="default">
                  Buy again
                </Button>
              </Form>
            </Card>
          ) : null}

          <OrderChat messages={chat} feedback={feedback?.form === "chat" ? feedback : null} />
        </Stack>
      </SimpleGrid>
    </>
  );
}
