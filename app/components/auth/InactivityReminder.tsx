import { Button } from "#mantine/components/Button/Button.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Form } from "@remix-run/react";
import { DialogShell } from "./DialogShell";

export const INACTIVITY_TITLE = "Are you still there?";
export const INACTIVITY_TEXT =
  "For your security, your session was paused after an extended period of inactivity. Sign in again to pick up where you left off, or sign out.";

/** requirements §4: Sign In reopens the sign-in dialog; Sign Out logs out and returns to /. */
export function InactivityReminder({ page }: { page: string }) {
  return (
    <DialogShell title={INACTIVITY_TITLE} closeTo={null} closeOnEscape={false} inDialogChunk>
      <Text mb="lg">{INACTIVITY_TEXT}</Text>
      <Group justify="flex-end" gap="sm">
        <Form method="post" action="/auth/sign-out">
          <Button type="submit" variant="default">
            Sign Out
          </Button>
        </Form>
        <Form method="post" action="/auth/sign-out">
          <input type="hidden" name="intent" value="sign-in-again" />
          <input type="hidden" name="redirectTo" value={page} />
          <Button type="submit" data-autofocus>
            Sign In
          </Button>
        </Form>
      </Group>
    </DialogShell>
  );
}
