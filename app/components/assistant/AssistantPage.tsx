import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { AiAnswer, ChatMessage, ConversationSummary } from "#core/contracts/assistant";
import { conversationHref } from "#core/assistant/links";
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from "#core/messages/assistant";
import { ContentBody, type PageContentItem } from "~/components/content/ContentBody";
import { PlainSubmitButton } from "~/components/forms/PlainSubmitButton";
import { PlainTextarea } from "~/components/forms/PlainTextarea";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { AnswerBody } from "./AnswerBody";
import { FeedbackButtons } from "./FeedbackButtons";
import { HistoryList } from "./HistoryList";
import { LiveExchangeView } from "./LiveExchangeView";
import { useAssistantStream, type LiveExchange } from "./use-assistant-stream";

type Viewer = "visitor" | "locked" | "member";
type Posted = { question: string; error: string | null; answer: AiAnswer | null } | null;

export type AssistantPageProps = {
  page: PageContentItem;
  viewer: Viewer;
  signUpHref: string;
  signInHref: string;
  lockedMessage: string;
  conversations: ConversationSummary[];
  conversation: (ConversationSummary & { messages: ChatMessage[] }) | null;
  /** A question handed in by the address (`?ask=`), for the box to start with. */
  draft: string | null;
  posted: Posted;
};

/**
 * A note above the conversation, in plain elements with the look of the library's light alert
 * (decision 045). A note, not an alert: it is there when the page opens and is read in its place.
 */
function Note({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="plain-note" role="note" aria-labelledby={id}>
      <p className="plain-note-title" id={id}>
        {title}
      </p>
      <p className="plain-note-body">{children}</p>
    </div>
  );
}

/** Pairs a stored conversation's messages: each question with the answer after it. */
function exchangesOf(messages: readonly ChatMessage[]) {
  const pairs: Array<{ question: ChatMessage; answer: ChatMessage | null }> = [];
  for (const message of messages) {
    if (message.role === "question") pairs.push({ question: message, answer: null });
    else if (pairs.length > 0 && pairs[pairs.length - 1]!.answer === null) pairs[pairs.length - 1]!.answer = message;
  }
  return pairs;
}

/** A streamed exchange the stored conversation does not hold yet. */
const notStored = (e: LiveExchange, stored: Set<number>) => e.messageId === null || !stored.has(e.messageId);

export function AssistantPage({ page, viewer, signUpHref, signInHref, lockedMessage, conversations, conversation, draft, posted }: AssistantPageProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { live, setLive, spoken, streaming, formError, questionRef, askFrom } = useAssistantStream();
  // The ?ask= question the member has sent: the box does not start with it again on this page.
  const [sentDraft, setSentDraft] = useState<string | null>(null);
  const conversationId = conversation?.id ?? null;

  // Answers streamed into a stored conversation are shown from the conversation once it is reloaded:
  // left out while rendering, so the render that brings the conversation never shows one twice, and
  // then dropped from the live list.
  const storedIds = useMemo(() => new Set(conversation?.messages.map((m) => m.id) ?? []), [conversation]);
  const liveOnly = live.filter((e) => notStored(e, storedIds));
  useEffect(() => setLive((list) => list.filter((e) => notStored(e, storedIds))), [storedIds, setLive]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    const meta = await askFrom(event, (form) => {
      // Once sent, a question handed in by ?ask= is no longer the box's starting text: reset empties it.
      if (questionRef.current) questionRef.current.defaultValue = "";
      setSentDraft(draft);
      form.reset();
    });
    // A member's exchange is stored: the page moves to its conversation (history, feedback).
    if (meta?.conversationId != null) navigate(conversationHref(meta.conversationId), { preventScrollReset: true, replace: meta.conversationId === conversationId });
  }

  const submitting = streaming || (navigation.state === "submitting" && navigation.formData?.get("intent") === "ask");
  const stored = conversation ? exchangesOf(conversation.messages) : [];
  const visitorAnswer = posted?.answer ?? null;

  return (
    <PageContainer narrow>
      <PageIntro eyebrow="AI assistant" title={page.title}>
        {page.summary}
      </PageIntro>

      <section aria-labelledby="assistant-title" className="assistant">
        <h2 id="assistant-title">{conversation ? conversation.title : "Ask Enne"}</h2>

        {viewer === "visitor" ? (
          <Note title="Ask anything about money">
            Enne answers from our learning center, news and service pages, with links to each source.{" "}
            {ASSISTANT_MESSAGES.visitorInvitation} <Link to={signUpHref}>Create your free account</Link> or <Link to={signInHref}>sign in</Link>.
          </Note>
        ) : null}
        {viewer === "locked" ? (
          <Note title="Personal answers and history">
            {lockedMessage} <Link to="/myworld/service/investments/open-account">Open your investor account</Link>. Meanwhile Enne answers general questions from our content.
          </Note>
        ) : null}

        <div className="assistant-conversation" aria-busy={streaming}>
          {stored.map(({ question, answer }) => (
            <article key={question.id} className="assistant-exchange" aria-label={`You asked: ${question.text.slice(0, 80)}`}>
              <p className="assistant-question">
                <strong>You asked:</strong> {question.text}
              </p>
              {answer ? (
                <>
                  <AnswerBody text={answer.text} citations={answer.citations} id={`answer-${answer.id}`} />
                  {conversation ? <FeedbackButtons messageId={answer.id} conversationId={conversation.id} rating={answer.feedback?.rating ?? null} comment={answer.feedback?.comment ?? null} /> : null}
                </>
              ) : null}
            </article>
          ))}
          {visitorAnswer && liveOnly.length === 0 ? (
            <article className="assistant-exchange" aria-label={`You asked: ${posted!.question.slice(0, 80)}`}>
              <p className="assistant-question">
                <strong>You asked:</strong> {posted!.question}
              </p>
              <AnswerBody text={visitorAnswer.text} citations={visitorAnswer.citations} id="answer-posted" />
              {visitorAnswer.notice ? <p className="assistant-notice">{visitorAnswer.notice}</p> : null}
            </article>
          ) : null}
          {liveOnly.map((e) => (
            <LiveExchangeView key={e.key} exchange={e} idPrefix="answer-live" />
          ))}
        </div>

        {/* Each finished sentence is appended here once, and read out politely. */}
        <div role="log" aria-live="polite" aria-atomic="false" className="visually-hidden">
          {spoken.map((s, i) => (
            <p key={i}>{s}</p>
          ))}
        </div>

        <Form method="post" onSubmit={ask} aria-labelledby="assistant-title" className="assistant-form">
          <input type="hidden" name="intent" value="ask" />
          {conversationId !== null ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
          <div className="assistant-form-fields">
            <PlainTextarea
              ref={questionRef}
              name="question"
              label={conversation ? "Ask a follow-up question" : "Your question"}
              description={`Up to ${ASSISTANT_LIMITS.questionMax.toLocaleString("en-US")} characters. Enne answers from our published content${viewer === "member" ? " and your own account figures" : ""}.`}
              maxLength={ASSISTANT_LIMITS.questionMax}
              minRows={2}
              required
              defaultValue={posted?.error ? posted.question : draft === null ? undefined : draft === sentDraft ? "" : draft}
              error={formError ?? posted?.error ?? undefined}
            />
            <div>
              <PlainSubmitButton loading={submitting}>Ask Enne</PlainSubmitButton>
            </div>
          </div>
        </Form>
      </section>

      {viewer === "member" ? <HistoryList conversations={conversations} currentId={conversationId} /> : null}

      <section aria-label="About Enne">
        <ContentBody item={page} />
      </section>
    </PageContainer>
  );
}
