import { Button } from "#mantine/components/Button/Button.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import { ASSISTANT_LIMITS } from "#core/messages/assistant";
import { Form, useNavigation } from "@remix-run/react";

/** Helpful / not helpful on one answer: one rating per answer, changed by pressing the other. */
export function FeedbackButtons({ messageId, conversationId, rating, comment }: { messageId: number; conversationId: number; rating: "up" | "down" | null; comment: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("messageId") === String(messageId);
  return (
    <Form method="post" aria-label="Was this answer helpful?" preventScrollReset>
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="messageId" value={messageId} />
      <input type="hidden" name="conversationId" value={conversationId} />
      <Group gap="xs" align="end">
        <TextInput name="comment" size="xs" label="What was missing? (optional)" maxLength={ASSISTANT_LIMITS.commentMax} defaultValue={comment ?? ""} key={comment ?? ""} />
        <Button type="submit" name="rating" value="up" size="xs" variant={rating === "up" ? "filled" : "default"} aria-pressed={rating === "up"} disabled={busy}>
          Helpful
        </Button>
        <Button type="submit" name="rating" value="down" size="xs" variant={rating === "down" ? "filled" : "default"} aria-pressed={rating === "down"} disabled={busy}>
          Not helpful
        </Button>
      </Group>
    </Form>
  );
}
