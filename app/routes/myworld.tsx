import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { requireMember } from "../session/member.server";

// spec §2: the personal area, background off; every page in it needs a signed-in member.
export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return null;
}

export default function MyWorldLayout() {
  return <Outlet />;
}
