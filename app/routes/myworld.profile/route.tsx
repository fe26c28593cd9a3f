import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLocation } from "@remix-run/react";
import { AreaErrorBoundary } from "~/components/feedback/AreaErrorBoundary";
import { ProfileErrorFrame, ProfileFrame, profileMeta, profileTabOf } from "~/components/profile/ProfileFrame";
import { errorMeta } from "~/utils/meta";

// requirements §2: profile, profile/{tab} and profile/{tab}/{detail}; each tab is a route beside this layout.
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : profileMeta());

export default function ProfileLayout() {
  return (
    <ProfileFrame current={profileTabOf(useLocation().pathname)}>
      <Outlet />
    </ProfileFrame>
  );
}

/** A failing tab keeps the profile's tabs around it. */
export function ErrorBoundary() {
  return (
    <ProfileErrorFrame current={profileTabOf(useLocation().pathname)}>
      <AreaErrorBoundary area="your profile" bare />
    </ProfileErrorFrame>
  );
}
