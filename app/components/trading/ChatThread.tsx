import { Text } from "#mantine/components/Text/Text.mjs";
import type { ChatMessage } from "#core/contracts/investment";
import { formatDateTime } from "#core/format";
import { ORDER_CHAT_COPY as COPY } from "#core/messages/investment";
import { useTimeZone } from "~/hooks/use-time-zone";

/**
 * An order's messages, oldest first. The list is a polite live region: a message that arrives
 * while the page is open (a post through the fetcher, then the page's data again) is read out.
 * `viewer` names the authors from the reader's side: the member reads "You", the advisor "Member".
 */
export function ChatThread({ messages, viewer, label, empty }: { messages: ChatMessage[]; viewer: "member" | "advisor"; label: string; empty?: string }) {
  const timeZone = useTimeZone();
  const names = viewer === "member" ? { member: COPY.you, advisor: COPY.advisor } : { member: COPY.member, advisor: COPY.advisor };
  return (
    <>
      {messages.length === 0 && empty ? (
        <p className="empty-state" data-testid="chat-empty">
          {empty}
        </p>
      ) : null}
      <ol className="chat-thread" aria-label={label} aria-live="polite" aria-relevant="additions" data-testid="chat-thread">
        {messages.map((m) => (
          <li key={m.id} className="chat-message" data-author={m.author}>
            <Text size="sm" fw={600} component="span">
              {names[m.author]}
            </Text>{" "}
            <Text size="xs" c="dimmed" component="span">
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, timeZone)}</time>
            </Text>
            <p>{m.message}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
