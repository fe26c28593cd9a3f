import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Badge, Button, Card, Group, Text, Title } from "@mantine/core";
import { CONTACT_TOPIC_LABELS } from "#core/contact";
import { CONTACT_STATUSES, type ContactStatus } from "#core/contracts/contact";
import { formatDateTime } from "#core/format";
import { CONTACT_MESSAGES, CONTACT_PAGE_COPY as COPY } from "#core/messages/contact";
import { MAX_PAGE } from "#core/pagination";
import { pageCount } from "#core/page";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { useTimeZone } from "~/hooks/use-time-zone";
import { readForm, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { listContactMessages, setContactStatus } from "~/upstream/contact.server";
import { UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { safeRedirectPath } from "~/session/redirect";
import { pageMeta } from "~/utils/meta";

// The advisor's desk: Contact us messages, answered by email and marked here. The API answers 404
// to anyone without the advisor role, and so does this page.

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: false }) };
export const meta = () => pageMeta(`${COPY.deskTitle} · EnPlus World`, COPY.deskIntro);

const FILTERS: Array<ContactStatus | "all"> = [...CONTACT_STATUSES, "all"];
const FILTER_LABELS: Record<ContactStatus | "all", string> = { open: COPY.open, answered: COPY.answeredFilter, all: COPY.all };
const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireMember(request, context);
  const url = new URL(request.url);
  const status = (FILTERS as string[]).includes(url.searchParams.get("status") ?? "") ? (url.searchParams.get("status") as ContactStatus | "all") : "open";
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
  const list = await orErrorPage(
    listContactMessages(upstreamFor(request, context, { token }), status, page).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) throw notFound();
      throw error;
    }),
  );
  return { status, list };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
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

export default function AdvisorDesk() {
  const { status, list } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const pages = pageCount(list);
  const here = `/desk?status=${status}&page=${list.page}`;
  return (
    <PageContainer>
      <PageIntro eyebrow="Advisors" title={COPY.deskTitle}>
        {COPY.deskIntro}
      </PageIntro>
      <nav className="category-links" aria-label={COPY.deskFilters}>
        {FILTERS.map((f) => (
          <Link key={f} to={`/desk?status=${f}`} aria-current={f === status ? "page" : undefined}>
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
          {list.page > 1 ? <Link to={`/desk?status=${status}&page=${list.page - 1}`}>← Previous</Link> : null}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? <Link to={`/desk?status=${status}&page=${list.page + 1}`}>Next →</Link> : null}
        </nav>
      ) : null}
    </PageContainer>
  );
}
