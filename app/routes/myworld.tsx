import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AssistantLauncher } from "~/components/assistant/AssistantLauncher";
import { AreaErrorBoundary } from "~/components/feedback/AreaErrorBoundary";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { requireMember } from "~/session/member.server";
import { errorMeta } from "~/utils/meta";

// requirements §2: the personal area, background off; every page in it needs a signed-in member.
export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: false }) };

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return null;
}

export default function MyWorldLayout() {
  return (
    <>
      <Outlet />
      {/* After the page, not over it: Enne opens in a drawer with JavaScript, on its page without. */}
      <AssistantLauncher />
    </>
  );
}

/** A failing page of My World keeps the member's header around it. */
export function ErrorBoundary() {
  return <AreaErrorBoundary area="My World" />;
}
