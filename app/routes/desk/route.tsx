import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { CONTACT_TOPIC_LABELS } from "#core/contact";
import { CONTACT_STATUSES, type ContactStatus } from "#core/contracts/contact";
import { chatMessageSchema, DESK_CHAT_STATUSES, type DeskChatStatus } from "#core/contracts/investment";
import { ORDER_CHAT_COPY as CHAT, ORDER_CHAT_MESSAGES } from "#core/messages/investment";
import { formatDateTime } from "#core/format";
import { CONTACT_MESSAGES, CONTACT_PAGE_COPY as COPY } from "#core/messages/contact";
import { MAX_PAGE } from "#core/pagination";
import { pageCount } from "#core/page";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { ChatThread } from "~/components/trading/ChatThread";
import { ORDER_STATUS_LABELS } from "~/components/trading/OrderStatusBadge";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { useTimeZone } from "~/hooks/use-time-zone";
import type { loader as rootLoader } from "~/root";
import { readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { listContactMessages, setContactStatus } from "~/upstream/contact.server";
import { UpstreamError } from "~/upstream/errors";
import { listDeskConversations, orRefusal, replyToConversation, setConversationStatus as setChatStatus } from "~/upstream/investment.server";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { safeRedirectPath } from "~/session/redirect";
import { pageMeta } from "~/utils/meta";

// The advisor's desk: Contact us messages, answered by email and marked here, and the members'
// order conversations (issue "Trading" §2, order chat), answered here. The API answers 404 to
// anyone without the advisor role, and so does this page. The two lists filter and page apart:
// status/page for the messages, chat/chatPage for the conversations.

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: false }) };
export const meta = () => pageMeta(`${COPY.deskTitle} · EnPlus World`, COPY.deskIntro);

const FILTERS: Array<ContactStatus | "all"> = [...CONTACT_STATUSES, "all"];
const FILTER_LABELS: Record<ContactStatus | "all", string> = { open: COPY.open, answered: COPY.answeredFilter, all: COPY.all };
const notFound = () => new Response("Not Found", { status: 404 });
const CHAT_FILTERS: Array<DeskChatStatus | "all"> = [...DESK_CHAT_STATUSES, "all"];
const CHAT_FILTER_LABELS: Record<DeskChatStatus | "all", string> = { open: COPY.open, closed: CHAT.closedBadge, all: COPY.all };
const pageParam = (value: string | null) => {
  const requested = Number(value ?? "1");
  return Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
};
const validId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
};
/** The desk's address with its two lists' filters and pages. */
const deskHref = (q: { status: string; page: number; chat: string; chatPage: number }) => `/desk?status=${q.status}&page=${q.page}&chat=${q.chat}&chatPage=${q.chatPage}`;
const deskOnly = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) throw notFound();
  throw error;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireMember(request, context);
  const url = new URL(request.url);
  const status = (FILTERS as string[]).includes(url.searchParams.get("status") ?? "") ? (url.searchParams.get("status") as ContactStatus | "all") : "open";
  const page = pageParam(url.searchParams.get("page"));
  const chat = (CHAT_FILTERS as string[]).includes(url.searchParams.get("chat") ?? "") ? (url.searchParams.get("chat") as DeskChatStatus | "all") : "open";
  const chatPage = pageParam(url.searchParams.get("chatPage"));
  const upstream = upstreamFor(request, context, { token });
  const list = await orErrorPage(listContactMessages(upstream, status, page).catch(deskOnly));
  const conversations = await orErrorPage(listDeskConversations(upstream, chat, chatPage).catch(deskOnly));
  return { status, list, chat, conversations };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  if (form.intent === "chat-reply" || form.intent === "chat-status") return chatAction(request, context, token, form);
  const id = Number(form.id);
  if (form.intent !== "status" || !(CONTACT_STATUSES as readonly string[]).includes(form.status ?? "") || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw data({ message: CONTACT_MESSAGES.notFound }, { status: 400 });
  }
  const session = await getSession(request, context);
  const back = safeRedirectPath(form.redirectTo, "/desk");
  const status = form.status as ContactStatus;
  await orBack(
    setContactStatus(upstreamFor(request, context, { token }), id, status).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) throw notFound();
      throw error;
    }),
    () => redirectWithSession(session, context, back),
  );
  flashNotice(session, { type: "success", message: status === "answered" ? CONTACT_MESSAGES.answered : CONTACT_MESSAGES.reopened });
  return redirectWithSession(session, context, back);
}

/** An order conversation: an advisor's answer (post/redirect/get, the error under the field) or closing/reopening it. */
async function chatAction(request: Request, context: ActionFunctionArgs["context"], token: string, form: Record<string, string>) {
  const orderId = validId(form.orderId);
  if (orderId === null) throw data({ message: ORDER_CHAT_MESSAGES.conversationNotFound }, { status: 400 });
  const session = await getSession(request, context);
  const back = safeRedirectPath(form.redirectTo, "/desk");
  const upstream = upstreamFor(request, context, { token });
  if (form.intent === "chat-status") {
    if (!(DESK_CHAT_STATUSES as readonly string[]).includes(form.status ?? "")) throw data({ message: ORDER_CHAT_MESSAGES.conversationNotFound }, { status: 400 });
    const status = form.status as DeskChatStatus;
    await orBack(setChatStatus(upstream, orderId, status).catch(deskOnly), () => redirectWithSession(session, context, back));
    flashNotice(session, { type: "success", message: status === "closed" ? ORDER_CHAT_MESSAGES.closed : ORDER_CHAT_MESSAGES.reopened });
    return redirectWithSession(session, context, back);
  }
  const refused = (message: string) => redirectWithFeedback(session, context, `${back}#conversation-${orderId}`, { form: `chat-reply-${orderId}`, fieldErrors: { message }, values: { message: form.message ?? "" } });
  const parsed = chatMessageSchema.safeParse(form.message ?? "");
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? ORDER_CHAT_MESSAGES.messageRequired);
  const done = await orRefusal(replyToConversation(upstream, orderId, parsed.data).catch(deskOnly));
  if (!done.ok) return refused(done.message);
  flashNotice(session, { type: "success", message: ORDER_CHAT_MESSAGES.replied });
  return redirectWithSession(session, context, `${back}#conversation-${orderId}`);
}

export default function AdvisorDesk() {
  const { status, list, chat, conversations } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const pages = pageCount(list);
  const chatPages = pageCount(conversations);
  const here = deskHref({ status, page: list.page, chat, chatPage: conversations.page });
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <PageContainer>
      <PageIntro eyebrow="Advisors" title={COPY.deskTitle}>
        {COPY.deskIntro}
      </PageIntro>
      <nav className="category-links" aria-label={COPY.deskFilters}>
        {FILTERS.map((f) => (
          <Link key={f} to={deskHref({ status: f, page: 1, chat, chatPage: conversations.page })} aria-current={f === status ? "page" : undefined}>
            {FILTER_LABELS[f]}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="empty-state">{COPY.deskEmpty}</p>
      ) : (
        <ul className="desk-list" aria-label={COPY.deskTitle}>
          {list.items.map((m) => (
            <li key={m.id}>
              <Card withBorder padding="lg" radius="md" mt="md" component="article" aria-labelledby={`contact-${m.id}`}>
                <Group justify="space-between" align="flex-start">
                  <div>
                    <Title order={2} size="h4" id={`contact-${m.id}`}>
                      {CONTACT_TOPIC_LABELS[m.topic]} · {m.reference}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {COPY.from} {m.name} &lt;{m.email}&gt; · {COPY.received} <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, timeZone)}</time>
                    </Text>
                  </div>
                  <Badge component="span" variant="light" color={m.status === "open" ? "yellow" : "teal"}>
                    {m.status === "open" ? COPY.open : COPY.answeredFilter}
                  </Badge>
                </Group>
                <Text mt="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {m.message}
                </Text>
                <Group mt="md">
                  <Button component="a" variant="default" size="xs" href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: your message (${m.reference})`)}`}>
                    {COPY.reply}
                  </Button>
                  <Form method="post">
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={m.id} />
                    <input type="hidden" name="status" value={m.status === "open" ? "answered" : "open"} />
                    <input type="hidden" name="redirectTo" value={here} />
                    <Button type="submit" size="xs">
                      {m.status === "open" ? COPY.markAnswered : COPY.reopen}
                    </Button>
                  </Form>
                </Group>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {list.page > 1 ? <Link to={deskHref({ status, page: list.page - 1, chat, chatPage: conversations.page })}>← Previous</Link> : null}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? <Link to={deskHref({ status, page: list.page + 1, chat, chatPage: conversations.page })}>Next →</Link> : null}
        </nav>
      ) : null}

      <section aria-labelledby="order-conversations" className="desk-section">
        <Title order={2} id="order-conversations" mt="xl">
          {CHAT.deskTitle}
        </Title>
        <Text c="dimmed" size="sm">
          {CHAT.deskIntro}
        </Text>
        <nav className="category-links" aria-label={CHAT.deskFilters}>
          {CHAT_FILTERS.map((f) => (
            <Link key={f} to={deskHref({ status, page: list.page, chat: f, chatPage: 1 })} aria-current={f === chat ? "page" : undefined}>
              {CHAT_FILTER_LABELS[f]}
            </Link>
          ))}
        </nav>
        {conversations.items.length === 0 ? (
          <p className="empty-state" data-testid="conversations-empty">
            {CHAT.deskEmpty}
          </p>
        ) : (
          <ul className="desk-list" aria-label={CHAT.deskTitle}>
            {conversations.items.map((c) => {
              const mine = feedback?.form === `chat-reply-${c.order.id}` ? feedback : null;
              return (
                <li key={c.order.id}>
                  <Card withBorder padding="lg" radius="md" mt="md" component="article" aria-labelledby={`conversation-${c.order.id}-title`} id={`conversation-${c.order.id}`} data-testid="conversation">
                    <Group justify="space-between" align="flex-start">
                      <div>
                        <Title order={3} size="h4" id={`conversation-${c.order.id}-title`}>
                          Order #{c.order.id}: {c.order.side} {c.order.symbol} · {c.member.name}
                        </Title>
                        <Text size="sm" c="dimmed">
                          {c.order.name} · {CHAT.member} {c.member.username} · order {ORDER_STATUS_LABELS[c.order.status].toLowerCase()}
                        </Text>
                      </div>
                      <Badge component="span" variant="light" color={c.status === "closed" ? "gray" : c.unanswered ? "yellow" : "teal"}>
                        {c.status === "closed" ? CHAT.closedBadge : c.unanswered ? CHAT.waiting : CHAT.answered}
                      </Badge>
                    </Group>
                    <div style={{ marginTop: "0.75rem" }}>
                      <ChatThread messages={c.messages} viewer="advisor" label={`Messages about order #${c.order.id}`} />
                    </div>
                    <Form method="post" key={mine?.id} noValidate>
                      <input type="hidden" name="intent" value="chat-reply" />
                      <input type="hidden" name="orderId" value={c.order.id} />
                      <input type="hidden" name="redirectTo" value={here} />
                      <Textarea name="message" label={CHAT.replyLabel} autosize minRows={2} maxRows={8} required defaultValue={mine?.values.message ?? ""} error={mine?.fieldErrors.message} />
                      <Button type="submit" size="xs" mt="sm" loading={busy}>
                        {CHAT.reply}
                      </Button>
                    </Form>
                    <Form method="post" style={{ marginTop: "0.5rem" }}>
                      <input type="hidden" name="intent" value="chat-status" />
                      <input type="hidden" name="orderId" value={c.order.id} />
                      <input type="hidden" name="status" value={c.status === "open" ? "closed" : "open"} />
                      <input type="hidden" name="redirectTo" value={here} />
                      <Button type="submit" size="xs" variant="default">
                        {c.status === "open" ? CHAT.close : CHAT.reopen}
                      </Button>
                    </Form>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        {chatPages > 1 ? (
          <nav className="pager" aria-label="Pages of order conversations">
            {conversations.page > 1 ? <Link to={deskHref({ status, page: list.page, chat, chatPage: conversations.page - 1 })}>← Previous</Link> : null}
            <span>
              Page {conversations.page} of {chatPages}
            </span>
            {conversations.page < chatPages ? <Link to={deskHref({ status, page: list.page, chat, chatPage: conversations.page + 1 })}>Next →</Link> : null}
          </nav>
        ) : null}
      </section>
    </PageContainer>
  );
}
