import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { AnswerBody } from "./AnswerBody";
import type { LiveExchange } from "./use-assistant-stream";

/** One question asked in this visit and its answer as it streams in: on the page and in the drawer. */
export function LiveExchangeView({ exchange: e, idPrefix }: { exchange: LiveExchange; idPrefix: string }) {
  return (
    <article className="assistant-exchange" aria-label={`You asked: ${e.question.slice(0, 80)}`}>
      <p className="assistant-question">
        <strong>You asked:</strong> {e.question}
      </p>
      {e.error ? (
        <Alert color="red" variant="light">
          {e.error}
        </Alert>
      ) : e.text ? (
        <>
          <AnswerBody text={e.text} citations={e.citations} id={`${idPrefix}-${e.key}`} />
          {e.notice ? <p className="assistant-notice">{e.notice}</p> : null}
        </>
      ) : (
        <p className="assistant-thinking">Enne is looking through our content…</p>
      )}
    </article>
  );
}
