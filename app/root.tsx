import "./styles/fonts.css";
// Mantine's styles for the components the app uses only (docs/decisions/022): add a component's file
// here when a page starts using it. Shared ones first, as Mantine's own order requires.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
// The theme's own values over Mantine's defaults, written once from app/theme.ts (app/theme-css.ts).
import "./styles/theme-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "./styles/global.css";

import { cssBundleHref } from "@remix-run/css-bundle";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import interLatinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import { MAX_FEEDBACK_MESSAGES } from "#core/constants";
import { isMobileUserAgent } from "#core/device";
import { AuthDialogs } from "~/components/auth/AuthDialogs";
import { BotCheckContext } from "~/components/auth/BotCheck";
import { FlashNotices } from "~/components/feedback/FlashNotices";
import { Toasts } from "~/components/feedback/toasts";
import { useRouteErrorShown } from "~/components/feedback/AreaErrorBoundary";
import { GeneralErrorBoundary } from "~/components/feedback/GeneralErrorBoundary";
import { MobileNotice } from "~/components/feedback/MobileNotice";
import { NOT_FOUND_LAYOUT, onOff, useLayoutFlags, type LayoutFlags } from "~/components/layout/layout-flags";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { WorldBackground } from "~/components/layout/WorldBackground";
import { useNonce } from "~/components/nonce";
import { useBotCheck } from "~/hooks/use-bot-check";
import { useIdle } from "~/hooks/use-idle";
import { useLoadFailureNotice } from "~/hooks/use-load-failure-notice";
import { useVisitorRecording } from "~/hooks/use-visitor-recording";
import { authDialogChunks } from "~/components/auth/dialog-chunks.server";
import { readAuthView } from "~/session/auth-view.server";
import { lookUpMember } from "~/session/member.server";
import { commitSession, getSession } from "~/session/session.server";
import { THEME_HTML_ATTRIBUTES, ThemeContext } from "~/components/layout/ThemeContext";
import { errorPageTitle } from "~/utils/meta";
import { UpstreamError } from "~/upstream/errors";
import { getNotificationCounts } from "~/upstream/notifications.server";
import { timeZoneOf, upstreamFor } from "~/upstream/scope.server";
import { useClientNavigation } from "~/components/navigation/use-client-navigation";
// Shared, not from the .server module: the inline script below is rendered on the client too.
import { TIME_ZONE_COOKIE } from "#core/time-zone";

export const links: LinksFunction = () => [
  // The body text's font, fetched with the stylesheet instead of after it.
  { rel: "preload", href: interLatinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const lookup = await lookUpMember(request, context, session);
  // A token the upstream no longer honours is dropped; an idle one brings the reminder (requirements §8).
  const tokenDropped = lookup.kind === "ended" || lookup.kind === "signed-out";
  if (tokenDropped) session.unset("token");
  const signedIn = lookup.kind === "member" || lookup.kind === "unavailable";
  const notices = session.get("notices") ?? [];
  const url = new URL(request.url);
  const reminder = lookup.kind === "ended" || session.get("inactivityReminder") === true;
  const auth = readAuthView(session, url, signedIn);
  // The header's bell: a count that cannot be had is simply not shown.
  const notificationCounts =
    lookup.kind === "member"
      ? await getNotificationCounts(upstreamFor(request, context, { token: lookup.member.token })).catch((error: unknown) => {
          if (error instanceof UpstreamError) return null;
          throw error;
        })
      : null;
  // Reading a flash consumes it; only then, or when the token went, does the cookie change.
  const changed = tokenDropped || notices.length > 0 || reminder || auth.feedback !== null;
  return data(
    {
      isMobile: isMobileUserAgent(request.headers.get("User-Agent")),
      notices,
      // Without JavaScript a notice is dismissed by loading the page again: its flash is spent.
      noticeDismissHref: url.pathname + url.search,
      auth,
      reminder,
      // A dialog served open: its code is fetched with the page's, not after it (docs/decisions/022).
      dialogChunks: auth.dialog !== null || reminder ? authDialogChunks() : [],
      member: lookup.kind === "member" ? { username: lookup.member.user.username, membership: lookup.member.user.membership } : null,
      notificationCounts,
      signedIn,
      idleTimeoutMinutes: context.idleTimeoutMinutes,
      botCheckSiteKey: context.botCheck.siteKey,
      // Dates and times on every page are written in this zone, on the server and in the browser alike.
      timeZone: timeZoneOf(request),
    },
    changed ? { headers: { "Set-Cookie": await commitSession(session, context) } } : undefined,
  );
}

// requirements §7: the browser's IANA zone travels to the server in a cookie, then as the Time-Zone header.
const timeZoneScript = `try{document.cookie="${TIME_ZONE_COOKIE}="+encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)+";path=/;max-age=31536000;samesite=lax"}catch(e){}`;

function Document({ flags, title, isErrorPage = false, children }: { flags: LayoutFlags; title?: string; isErrorPage?: boolean; children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const [mobileNoticeOpen, setMobileNoticeOpen] = useState(rootData?.isMobile ?? false);
  useVisitorRecording();
  useLoadFailureNotice();
  useClientNavigation();
  const idle = useIdle((rootData?.idleTimeoutMinutes ?? 30) * 60_000, rootData?.signedIn ?? false);
  const botCheckReady = useBotCheck(rootData?.botCheckSiteKey);
  // An area showing its error boundary is an error page too (requirements §9: one error notice at a time).
  const errorShown = useRouteErrorShown() || isErrorPage;

  return (
    <html lang="en" {...THEME_HTML_ATTRIBUTES}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {title ? <title>{title}</title> : null}
        <Links />
        {rootData?.dialogChunks.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: timeZoneScript }} />
      </head>
      <body
        data-header={onOff(flags.showHeader)}
        data-footer={onOff(flags.showFooter)}
        data-bg={onOff(flags.showBg)}
        data-scroll-locked={mobileNoticeOpen ? "true" : undefined}
      >
        <ThemeContext>
          <BotCheckContext.Provider value={{ siteKey: rootData?.botCheckSiteKey, ready: botCheckReady }}>
          <Toasts limit={MAX_FEEDBACK_MESSAGES} />
          {rootData ? <FlashNotices notices={rootData.notices} dismissHref={rootData.noticeDismissHref} hideErrors={errorShown} /> : null}
          {flags.showBg ? <WorldBackground /> : null}
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          {flags.showHeader ? (
            <SiteHeader member={rootData?.member ?? null} signedIn={rootData?.signedIn ?? false} unread={rootData?.notificationCounts?.unReadCount ?? null} />
          ) : null}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {flags.showFooter ? <SiteFooter /> : null}
          {rootData ? <AuthDialogs view={rootData.auth} reminder={rootData.reminder || idle} /> : null}
          {mobileNoticeOpen ? <MobileNotice onDismiss={() => setMobileNoticeOpen(false)} /> : null}
          </BotCheckContext.Provider>
        </ThemeContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Document flags={useLayoutFlags()}>
      <Outlet />
    </Document>
  );
}

export function ErrorBoundary() {
  // Route meta does not run for errors: the error pages name themselves.
  const title = errorPageTitle(useRouteError());
  return (
    <Document flags={NOT_FOUND_LAYOUT} title={title} isErrorPage>
      <GeneralErrorBoundary />
    </Document>
  );
}
