import { Card } from "#mantine/components/Card/Card.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MoneySummary } from "~/components/investor/MoneySummary";
import { TierCard } from "~/components/tiers/TierCard";
import { requireMember } from "~/session/member.server";
import { orErrorPage } from "~/upstream/failure.server";
import { UpstreamError } from "~/upstream/errors";
import { getInvestorAccount, listTransfers } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";

// requirements §2: the profile's overview, at /myworld, /myworld/profile and /myworld/profile/overview.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const account = await orErrorPage(getInvestorAccount(upstream));
  // How many transfers are under way: a figure that cannot be had is simply not shown.
  const pendingTransfers = account.opened
    ? await listTransfers(upstream, { status: "pending", size: 1 }).then(
        (page) => page.total,
        (error: unknown) => {
          if (error instanceof UpstreamError) return null;
          throw error;
        },
      )
    : null;
  return { user, account, pendingTransfers };
}

export default function ProfileOverview() {
  const { user, account, pendingTransfers } = useLoaderData<typeof loader>();
  return (
    <div className="profile-overview">
      <TierCard account={account} />
      <MoneySummary account={account} pendingTransfers={pendingTransfers} />
      <Card withBorder padding="xl" radius="md">
        <Title order={2} size="h3" mb="sm">
          {user.username}
        </Title>
        <Text>{user.email}</Text>
        <Text c="dimmed" mt="xs">
          Two-step verification is {user.mfaEnabled ? "on" : "off"}.
        </Text>
      </Card>
    </div>
  );
}
