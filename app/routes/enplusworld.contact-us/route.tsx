import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ASSISTANT_PAGE } from "#core/assistant/links";
import { CONTACT_MESSAGES, CONTACT_PAGE_COPY as COPY } from "#core/messages/contact";
import { ContactForm } from "~/components/contact/ContactForm";
import { parseContactForm } from "./contact-form.server";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { BOT_CHECK_FAILED, passesBotCheck } from "~/session/bot-check.server";
import { echo, fieldErrorsOf, readForm, redirectWithSession } from "~/session/form-feedback.server";
import { lookUpMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { sendContactMessage } from "~/upstream/contact.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";
import { pageMeta } from "~/utils/meta";

// Contact us (issue "Enne, the assistant" §3). A refused post renders the page again with what was
// written, from the action's answer rather than a flash: a message of 5,000 characters does not
// fit in the session cookie, and it must not be lost.

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: true, bg: false }) };
export const meta = () => pageMeta(`${COPY.title} · EnPlus World`, COPY.intro);

const PAGE = "/enplusworld/contact-us";

/** A signed-in member's name and email are filled in; anyone may write. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lookup = await lookUpMember(request, context, await getSession(request, context));
  const user = lookup.kind === "member" ? lookup.member.user : null;
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username : "";
  // After a message is sent: its reference, shown once more on the page, and a fresh form.
  const sent = new URL(request.url).searchParams.get("sent");
  return { defaults: { name, email: user?.email ?? "" }, sent: sent && /^EW-\d{4}-\d{6}$/.test(sent) ? sent : null };
}

type Refusal = { fieldErrors: Record<string, string>; formError?: string; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const values = echo(form, "name", "email", "topic", "message");
  const refuse = (status: number, refusal: Omit<Refusal, "values">) => data<Refusal>({ ...refusal, values }, { status });
  if (!(await passesBotCheck(context, form))) return refuse(400, { fieldErrors: {}, formError: BOT_CHECK_FAILED });
  const parsed = parseContactForm(form);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  const session = await getSession(request, context);
  const token = session.get("token") as string | undefined;
  let reference: string;
  try {
    ({ reference } = await sendContactMessage(upstreamFor(request, context, { token, silent: true }), parsed.data));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.status === 422 && error.serverMessage) {
      // "name: Enter your name; message: …": each problem on its field.
      const fieldErrors = Object.fromEntries(error.serverMessage.split("; ").map((part) => part.split(": ")).filter((p) => p.length > 1).map(([f, ...m]) => [f!, m.join(": ")]));
      return refuse(400, { fieldErrors });
    }
    // A limit's own words say how long to wait; any other failure gives the §8 message.
    return refuse(error.status === 429 ? 429 : (error.status ?? 502), { fieldErrors: {}, formError: error.status === 429 ? CONTACT_MESSAGES.tooMany : error.message });
  }
  flashNotice(session, { type: "success", message: CONTACT_MESSAGES.sent });
  return redirectWithSession(session, context, `${PAGE}?sent=${encodeURIComponent(reference)}`);
}

export default function ContactUsPage() {
  const { defaults, sent } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>() as Refusal | undefined;
  return (
    <PageContainer narrow>
      <PageIntro eyebrow="Support" title={COPY.title}>
        {COPY.intro}
      </PageIntro>
      {sent ? (
        <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-md)" }} data-testid="contact-reference">
          {COPY.sentReference(sent)}
        </p>
      ) : null}
      <section className="plain-card xl" aria-label={COPY.title}>
        {/* A new form after each message sent: the reference changes, so the form starts empty. */}
        <ContactForm key={sent ?? "new"} defaults={defaults} refusal={refusal ?? null} />
      </section>
      <h2 className="plain-title h4" style={{ marginTop: "var(--mantine-spacing-xl)", marginBottom: "var(--mantine-spacing-xs)" }}>
        {COPY.otherWays}
      </h2>
      <p className="plain-text">
        {COPY.otherWaysText} <Link to={ASSISTANT_PAGE}>Ask Enne</Link> · <Link to="/enplusworld/learning-center">Learning center</Link>
      </p>
    </PageContainer>
  );
}
