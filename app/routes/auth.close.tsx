import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { withDialog } from "~/session/after-sign-in";
import { postedFrom, readForm, redirectWithSession } from "~/session/form-feedback.server";
import { getSession } from "~/session/session.server";

export const loader = () => redirect("/");

/** requirements §4: closing a dialog resets its data; the page stays as it was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request, context);
  session.unset("signUp");
  session.unset("forgot");
  session.unset("pendingSecondFactor");
  session.unset("callback");
  return redirectWithSession(session, context, withDialog(postedFrom(form), null));
}

export default function CloseDialogRoute() {
  return null;
}
