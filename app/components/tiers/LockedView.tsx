import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Link } from "@remix-run/react";
import { LockIcon } from "./LockIcon";

/**
 * requirements §6: a part of My World behind a higher tier. The page says which part, the
 * server's words say what unlocks it, and the way on is the investor account.
 */
export function LockedView({ area, message, headingOrder = 2 }: { area: string; message: string; headingOrder?: 1 | 2 }) {
  return (
    <Card withBorder padding="xl" radius="md" maw={640} className="locked-view">
      <Title order={headingOrder} size="h3" mb="sm">
        <LockIcon size={20} /> This part of {area} is not in your tier yet
      </Title>
      <Text mb="md">{message}</Text>
      <Button component={Link} to="/myworld/service/investments/open-account">
        See your investor account
      </Button>
    </Card>
  );
}
