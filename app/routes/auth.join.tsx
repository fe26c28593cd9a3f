import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { withDialog } from "~/session/after-sign-in";
import { postedFrom, readForm, redirectWithSession } from "~/session/form-feedback.server";
import { lookUpMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";

/** Where JOIN US leads a member: investing, the way up the tiers. */
export const JOIN_DESTINATION = "/myworld/service/investments";

export const loader = () => redirect("/");

/**
 * JOIN US (tier dialog): a member goes to investments; a visitor gets Sign Up with a stored
 * callback, so the sign-in that follows lands on investments (requirements §4 step 1).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request, context);
  const lookup = await lookUpMember(request, context, session);
  if (lookup.kind === "member") return redirect(JOIN_DESTINATION);
  session.set("callback", JOIN_DESTINATION);
  const page = postedFrom(form).split("?")[0] ?? "/";
  return redirectWithSession(session, context, withDialog(page, "sign-up"));
}

export default function JoinRoute() {
  return null;
}
