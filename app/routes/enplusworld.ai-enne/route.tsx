import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ASSISTANT_PAGE, conversationHref } from "#core/assistant/links";
import { aiQueryRequestSchema, feedbackRequestSchema, renameRequestSchema } from "#core/contracts/assistant";
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";
import { ASSISTANT_MESSAGES } from "#core/messages/assistant";
import { hasFeature, lockedFeatureMessage } from "#core/tiers";
import { AssistantPage } from "~/components/assistant/AssistantPage";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { withDialog } from "~/session/after-sign-in";
import { readForm, redirectWithSession } from "~/session/form-feedback.server";
import { lookUpMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { askWhole, deleteConversation, getConversation, listConversations, rateAnswer, renameConversation } from "~/upstream/assistant.server";
import { loadEditorialPage } from "~/upstream/content.server";
import { UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { askInputOf, draftQuestionOf, idOf } from "~/utils/assistant";
import { pageMeta } from "~/utils/meta";

// requirements §2 /enplusworld/ai-enne: Enne's page (issue "Enne, the assistant" §2). The page's
// introduction stays the editorial text of content/pages/ai-enne.md; below it the conversation.
// Without JavaScript the question posts here and the page renders the whole answer; with it, the
// page streams the answer from resources.ai-enne.

const PAGE = ASSISTANT_PAGE;

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: true }) };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded ? pageMeta(loaded.page.title, loaded.page.summary) : pageMeta("Enne, your AI assistant", "EnPlus World");

export type Viewer = "visitor" | "locked" | "member";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const [page, lookup] = await Promise.all([loadEditorialPage(request, context, "ai-enne"), lookUpMember(request, context, session)]);
  const member = lookup.kind === "member" ? lookup.member : null;
  const viewer: Viewer = !member ? "visitor" : hasFeature(member.user.memberLevel, "chatbot") ? "member" : "locked";
  const url = new URL(request.url);
  const base = {
    page,
    viewer,
    // ?ask= (a checklist step's "Ask Enne" link): the question the box starts with, when it is one
    // Enne would take; the member reads it and sends it.
    draft: draftQuestionOf(url.searchParams.get("ask")),
    signUpHref: withDialog(PAGE, "sign-up"),
    signInHref: withDialog(PAGE, "sign-in"),
    lockedMessage: lockedFeatureMessage("chatbot", null),
  };
  if (!member || viewer !== "member") return { ...base, conversations: [], conversation: null };
  const upstream = upstreamFor(request, context, { token: member.token });
  const requested = idOf(url.searchParams.get("c"));
  const [conversations, conversation] = await orErrorPage(
    Promise.all([
      listConversations(upstream),
      requested === null
        ? Promise.resolve(null)
        : getConversation(upstream, requested).catch((error: unknown) => {
            // Someone else's or a deleted conversation: the page without it.
            if (error instanceof UpstreamError && error.status === 404) return null;
            throw error;
          }),
    ]),
  );
  return { ...base, conversations, conversation };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request, context);
  const token = session.get("token");

  if ((form.intent ?? "ask") === "ask") {
    const input = aiQueryRequestSchema.safeParse(askInputOf(form));
    if (!input.success) return data({ question: (form.question ?? "").slice(0, 2000), error: input.error.issues[0]?.message ?? ASSISTANT_MESSAGES.questionRequired, answer: null }, { status: 422 });
    const whole = await askWhole(request, context, token, input.data);
    if (!whole.ok) {
      if (whole.status === 401 && token) {
        session.unset("token");
        return redirectWithSession(session, context, withDialog(PAGE, "sign-in"));
      }
      return data({ question: input.data.question, error: whole.message, answer: null }, { status: whole.status >= 500 ? 502 : whole.status });
    }
    // A member's answer is stored: post/redirect/get to the conversation. A visitor's is shown here.
    if (whole.answer.conversationId !== null) return redirect(conversationHref(whole.answer.conversationId));
    return { question: input.data.question, error: null, answer: whole.answer };
  }

  if (!token) return redirect(withDialog(PAGE, "sign-in"));
  const upstream = upstreamFor(request, context, { token });
  const id = idOf(form.conversationId);
  const back = () => redirectWithSession(session, context, conversationHref(id));
  switch (form.intent) {
    case "rename": {
      const body = renameRequestSchema.safeParse({ title: form.title ?? "" });
      if (id === null || !body.success) {
        flashNotice(session, { type: "error", message: body.success ? ASSISTANT_MESSAGES.conversationNotFound : (body.error.issues[0]?.message ?? ASSISTANT_MESSAGES.titleRequired) });
        return back();
      }
      await orBack(renameConversation(upstream, id, body.data.title), back);
      flashNotice(session, { type: "success", message: ASSISTANT_MESSAGES.renamed });
      return back();
    }
    case "delete": {
      if (id === null) return back();
      await orBack(deleteConversation(upstream, id), back);
      flashNotice(session, { type: "success", message: ASSISTANT_MESSAGES.deleted });
      return redirectWithSession(session, context, PAGE);
    }
    case "feedback": {
      const body = feedbackRequestSchema.safeParse({ messageId: idOf(form.messageId) ?? 0, rating: form.rating, comment: form.comment || undefined });
      if (!body.success) {
        flashNotice(session, { type: "error", message: body.error.issues[0]?.message ?? MESSAGES.somethingWentWrong });
        return back();
      }
      await orBack(rateAnswer(upstream, body.data), back);
      flashNotice(session, { type: "success", message: ASSISTANT_MESSAGES.feedbackSaved });
      return back();
    }
    default:
      return data({ question: "", error: MESSAGES.nothingToSubmit, answer: null }, { status: 400 });
  }
}

export default function AiEnnePage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return <AssistantPage {...loaded} posted={posted ?? null} />;
}
