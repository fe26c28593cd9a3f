import { Button } from "#mantine/components/Button/Button.mjs";
import { Drawer } from "#mantine/components/Drawer/Drawer.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { Link } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { ASSISTANT_PAGE, conversationHref } from "#core/assistant/links";
import { ASSISTANT_LIMITS } from "#core/messages/assistant";
import { LiveExchangeView } from "./LiveExchangeView";
import { useAssistantStream } from "./use-assistant-stream";

/**
 * Enne in the member area (issue "Enne, the assistant" §2): a link to the assistant's page that,
 * with JavaScript, opens the same conversation in a drawer instead. Questions asked here are stored
 * in the member's history like the page's, and the drawer links to the conversation there.
 */
export function AssistantLauncher() {
  const [opened, setOpened] = useState(false);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const { live, spoken, streaming, formError, questionRef, askFrom } = useAssistantStream();

  async function submit(event: FormEvent<HTMLFormElement>) {
    const meta = await askFrom(event, (form) => form.reset());
    if (meta?.conversationId != null) setConversationId(meta.conversationId);
  }

  return (
    <div className="assistant-launcher">
      <Button
        component={Link}
        to={ASSISTANT_PAGE}
        variant="light"
        onClick={(event: React.MouseEvent) => {
          event.preventDefault();
          setOpened(true);
        }}
      >
        Ask Enne
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" size="md" title="Enne, your assistant">
        <Stack gap="md">
          {live.map((e) => (
            <LiveExchangeView key={e.key} exchange={e} idPrefix="drawer-answer" />
          ))}
          <div role="log" aria-live="polite" aria-atomic="false" className="visually-hidden">
            {spoken.map((s, i) => (
              <p key={i}>{s}</p>
            ))}
          </div>
          <form method="post" action={ASSISTANT_PAGE} onSubmit={submit} aria-label="Ask Enne">
            <input type="hidden" name="intent" value="ask" />
            {conversationId !== null ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
            <Stack gap="xs">
              <Textarea
                ref={questionRef}
                name="question"
                label={conversationId === null ? "Your question" : "Ask a follow-up question"}
                maxLength={ASSISTANT_LIMITS.questionMax}
                autosize
                minRows={2}
                required
                error={formError ?? undefined}
              />
              <Group justify="space-between">
                <Button type="submit" loading={streaming}>
                  Ask
                </Button>
                <Link to={conversationHref(conversationId)} onClick={() => setOpened(false)}>
                  {conversationId === null ? "Open Enne's page" : "Open this conversation on Enne's page"}
                </Link>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Drawer>
    </div>
  );
}
