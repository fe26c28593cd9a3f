import { ProfileFrame, profileMeta } from "~/components/profile/ProfileFrame";
import ProfileOverview from "./myworld.profile.overview";

// requirements §2: My World opens on the profile's overview.
export { loader } from "./myworld.profile.overview";
export const meta = profileMeta;

export default function MyWorldHome() {
  return (
    <ProfileFrame current="overview">
      <ProfileOverview />
    </ProfileFrame>
  );
}
