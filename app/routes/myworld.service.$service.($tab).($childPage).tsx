import { MESSAGES } from "#core/messages";
import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatUsd } from "#core/money";
import { centsNeededFor, tierByLevel } from "#core/tiers";
import { humanise } from "~/utils/format";
import { PageIntro } from "~/components/layout/Page";
import { UrlTabs } from "~/components/layout/UrlTabs";
import { LockIcon } from "~/components/tiers/LockIcon";
import { LockedView } from "~/components/tiers/LockedView";
import { TierGem } from "~/components/tiers/TierGem";
import { servicePage } from "~/content/service-pages.server";
import { requireMember } from "~/session/member.server";
import { getFeature, getInvestorAccount } from "~/upstream/investor.server";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { fetchDailyTip, getVideo, loadLearningLibrary } from "~/upstream/stored-lists.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";
import { requireService } from "~/utils/require-service";
import { serviceTabs } from "~/utils/service-tabs";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(`${data.title} · My World`, data.tagline) : pageMeta("Services", "Your services.");

const notFound = () => data({ message: MESSAGES.noSuchPage }, { status: 404 });


/** The service and tab a URL names; any other URL is the 404 page, for posts as for views. */
function servicePageOf(params: LoaderFunctionArgs["params"]) {
  const service = requireService(params.service);
  const tabs = serviceTabs(service.name);
  const tab = tabs.find((t) => t.key === (params.tab ?? "overview"));
  // Only the learn tab has child pages (one video each). A tab with a route of its own (the
  // investor account's pages) is never this route's: its URL reaches that route first.
  if (!tab || tab.ownRoute || (params.childPage && tab.key !== "learn")) throw notFound();
  return { service, tabs, tab };
}

// requirements §2: service/{service}, /{tab} and /{tab}/{childPage} all show one service page.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const { service, tabs, tab } = servicePageOf(params);
  const upstream = upstreamFor(request, context, { token });
  const content = servicePage(service.name);
  const base = { name: service.name, title: content.title, tagline: content.tagline, tabs, tab: tab.key, level: user.memberLevel, membership: user.membership };

  if (tab.feature) {
    // Server-enforced gating: below the tier the page is the locked view, never the data.
    const access = await orErrorPage(getFeature(upstream, tab.feature));
    if (!access.open) return data({ ...base, view: "locked" as const, locked: access.message }, { status: 403 });
    return { ...base, view: "feature" as const, feature: access.feature };
  }
  if (tab.key === "learn") {
    // An unknown video is a 404 from the upstream, and so the 404 page.
    const [library, video] = await orErrorPage(
      Promise.all([loadLearningLibrary(upstream), params.childPage ? getVideo(upstream, params.childPage) : Promise.resolve(null)]),
    );
    return { ...base, view: "learn" as const, ...library, video };
  }
  const [account, tip] = await Promise.all([orErrorPage(getInvestorAccount(upstream)), fetchDailyTip(upstream)]);
  const offers = content.offers.map((offer) => {
    const tier = tierByLevel(offer.unlockLevel);
    const open = user.memberLevel >= offer.unlockLevel;
    const needed = centsNeededFor(offer.unlockLevel, account.totalAssets === null ? null : centsOf(account.totalAssets));
    return { ...offer, tier: tier.label, tierKey: tier.key, open, needed: needed > 0 ? formatUsd(needed) : null };
  });
  return { ...base, view: "overview" as const, intro: content.intro, offers, tip, hasAccount: account.opened };
}

type Offer = {
  title: string;
  text: string;
  tier: string;
  tierKey: Parameters<typeof TierGem>[0]["tier"];
  open: boolean;
  needed: string | null;
  unlockLevel: number;
  link?: { href: string; label: string };
};

function Offers({ offers }: { offers: Offer[] }) {
  return (
    <ul className="card-grid">
      {offers.map((offer) => (
        <li key={offer.title}>
          <article className="card offer-card" data-locked={offer.open ? "false" : "true"}>
            <p className="offer-tier">
              <TierGem tier={offer.tierKey} size={22} />
              {offer.unlockLevel === 1 ? "Every member" : offer.tier}
            </p>
            <h3>{offer.title}</h3>
            <p>{offer.text}</p>
            {offer.open ? (
              <div className="offer-open">
                <Badge color="teal" variant="light">
                  Included in your tier
                </Badge>
                {offer.link ? (
                  <Link to={offer.link.href} className="offer-link">
                    {offer.link.label} <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </div>
            ) : (
              <p className="locked-note" role="note">
                <LockIcon size={13} /> Unlocks at {offer.tier}
                {offer.needed ? `: add ${offer.needed} in assets on the platform` : ": open an investor account"}.
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function MemberServicePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro eyebrow={`My World · Services · ${page.membership}`} title={page.title}>
        {page.tagline}
      </PageIntro>
      <UrlTabs
        label={`${page.title} sections`}
        tabs={page.tabs.map((t) => ({ to: `/myworld/service/${page.name}${t.key === "overview" ? "" : `/${t.key}`}`, label: t.label, current: t.key === page.tab }))}
      />
      {page.view === "overview" ? (
        <Stack gap="xl">
          {page.tip ? (
            <div className="tip-card" role="region" aria-label="Tip of the day">
              <h2>Tip of the day</h2>
              <p>{page.tip.content}</p>
            </div>
          ) : null}
          <p className="service-intro">{page.intro}</p>
          <section aria-labelledby="offers-title">
            <h2 id="offers-title">What {page.title.toLowerCase()} offers you</h2>
            <Offers offers={page.offers} />
          </section>
        </Stack>
      ) : page.view === "locked" ? (
        <LockedView area={page.title} message={page.locked} />
      ) : page.view === "feature" ? (
        <Card withBorder padding="xl" radius="md" maw={720}>
          <Badge color="teal" variant="light" mb="sm">
            Included in your tier
          </Badge>
          <Title order={2} size="h3" mb="sm">
            {page.feature.label}
          </Title>
          <Text>{page.feature.description}</Text>
        </Card>
      ) : (
        <Stack gap="xl">
          {page.video ? (
            <Card withBorder padding="xl" radius="md">
              <Title order={2} size="h3" mb="xs">
                {page.video.title}
              </Title>
              <Text c="dimmed" mb="sm">
                {Math.round(page.video.durationSeconds / 60)} min · {humanise(page.video.category)}
              </Text>
              <ol className="chapters">
                {page.video.chapters.map((c) => (
                  <li key={c.startSeconds}>
                    {Math.floor(c.startSeconds / 60)}:{String(c.startSeconds % 60).padStart(2, "0")} {c.title}
                  </li>
                ))}
              </ol>
              <h3>Transcript</h3>
              {page.video.transcript.split("\n\n").map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </Card>
          ) : null}
          <section aria-labelledby="videos-title">
            <h2 id="videos-title">Videos</h2>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {page.videos.map((v) => (
                <Card key={v.id} withBorder padding="lg" radius="md">
                  <Link to={`/myworld/service/${page.name}/learn/${v.id}`} className="card-link">
                    <h3>{v.title}</h3>
                  </Link>
                  <Text size="sm" c="dimmed">
                    {v.summary}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>
          <section aria-labelledby="resources-title">
            <h2 id="resources-title">Resources</h2>
            <ul className="resource-list">
              {page.resources.map((r) => (
                <li key={r.id}>
                  <strong>{r.url ? <a href={r.url} rel="noopener noreferrer">{r.title}</a> : r.title}</strong>
                  <span className="tag">{r.source}</span>
                  <p>{r.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        </Stack>
      )}
    </>
  );
}

