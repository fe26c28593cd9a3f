import { Button } from "#mantine/components/Button/Button.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { Form, Link } from "@remix-run/react";
import { ASSISTANT_PAGE, conversationHref } from "#core/assistant/links";
import type { ConversationSummary } from "#core/contracts/assistant";
import { ASSISTANT_LIMITS } from "#core/messages/assistant";

/** The member's conversations, newest first; the open one can be renamed or deleted. */
export function HistoryList({ conversations, currentId }: { conversations: readonly ConversationSummary[]; currentId: number | null }) {
  const current = conversations.find((c) => c.id === currentId) ?? null;
  return (
    <nav aria-labelledby="assistant-history-title" className="assistant-history">
      <h2 id="assistant-history-title">Your conversations</h2>
      <p>
        <Link to={ASSISTANT_PAGE}>Start a new conversation</Link>
      </p>
      {conversations.length === 0 ? (
        <p>No conversations yet. Your questions and Enne's answers will be kept here.</p>
      ) : (
        <ul>
          {conversations.map((c) => (
            <li key={c.id}>
              <Link to={conversationHref(c.id)} aria-current={c.id === currentId ? "page" : undefined}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {current ? (
        <Stack gap="xs" mt="sm">
          <Form method="post">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="conversationId" value={current.id} />
            <Group align="end" gap="xs">
              <TextInput name="title" label="Rename this conversation" defaultValue={current.title} maxLength={ASSISTANT_LIMITS.titleMax} required key={current.title} />
              <Button type="submit" variant="default">
                Rename
              </Button>
            </Group>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="conversationId" value={current.id} />
            <Button type="submit" color="red" variant="light">
              Delete this conversation
            </Button>
          </Form>
        </Stack>
      ) : null}
    </nav>
  );
}
