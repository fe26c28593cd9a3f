import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Textarea } from "#mantine/components/Textarea/Textarea.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ORDER_CHAT_MAX, type ChatMessage } from "#core/contracts/investment";
import { ORDER_CHAT_COPY as COPY } from "#core/messages/investment";
import type { FormFeedback } from "~/session/session.server";
import { ChatThread } from "./ChatThread";

/** What the order page's action answers a post made through the fetcher (with JavaScript). */
export type ChatPostResult = { ok: true; notice: string } | { ok: false; message: string };

/**
 * The chat panel of an order page (issue "Trading" §2, order chat). Without JavaScript the form
 * posts to the page, which redirects back with a notice (or the error under the field); with it,
 * the same form goes through a fetcher (the hidden "via" field tells the action), the page's data
 * comes again without a reload, and the field is cleared.
 */
export function OrderChat({ messages, feedback }: { messages: ChatMessage[]; feedback: FormFeedback | null }) {
  const fetcher = useFetcher<ChatPostResult>();
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const error = result && !result.ok ? result.message : fetcher.data ? undefined : feedback?.fieldErrors.message;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="chat-title" id="chat">
      <Title order={3} id="chat-title" mb="xs">
        {COPY.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {COPY.intro}
      </Text>
      <ChatThread messages={messages} viewer="member" label={COPY.thread} empty={COPY.empty} />
      <fetcher.Form method="post" ref={form} noValidate key={feedback?.id} aria-labelledby="chat-title">
        <input type="hidden" name="intent" value="chat" />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <Textarea
          name="message"
          label={COPY.label}
          description={`Up to ${ORDER_CHAT_MAX.toLocaleString("en-US")} characters.`}
          autosize
          minRows={3}
          maxRows={8}
          required
          defaultValue={feedback?.values.message ?? ""}
          error={error}
          data-testid="chat-message"
        />
        <Button type="submit" mt="sm" loading={busy}>
          {COPY.send}
        </Button>
        <Text size="sm" mt="xs" role="status" data-testid="chat-status">
          {result?.ok ? result.notice : ""}
        </Text>
      </fetcher.Form>
    </Card>
  );
}
