import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { MESSAGES } from "#core/messages";
import { personalInfoSchema } from "#core/profile";
import { PersonalInfoForm } from "~/components/profile/PersonalInfoForm";
import type { loader as rootLoader } from "~/root";
import { echo, fieldErrorsOf, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { updateProfile } from "~/upstream/account.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orErrorPage } from "~/upstream/failure.server";
import { loadProfileLists } from "~/upstream/reference-lists.server";
import { upstreamFor } from "~/upstream/scope.server";
import { noSuchForm } from "./myworld.profile/detail.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, token } = await requireMember(request, context);
  const lists = await orErrorPage(loadProfileLists(upstreamFor(request, context, { token }), user.stateCode));
  return { user, lists };
}

const BACK = "/myworld/profile/personal";
/**
 * Fields of the personal form given back after a failed save. Not the SSN (never echoed), and not
 * the state and city, whose city list comes with the saved state.
 */
const PERSONAL_ECHOED_FIELDS = ["firstName", "lastName", "dateOfBirth", "phone", "address", "zipCode", "countryCode", "industry", "avatarId"] as const;
const BIO_ECHO_LIMIT = 500;

/** Personal information: saved through the API, back to the same tab (post/redirect/get). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  if (form.intent !== "personal") throw noSuchForm();
  const session = await getSession(request, context);
  const parsed = personalInfoSchema.safeParse(form);
  // What the member typed comes back with the form, whatever went wrong (never the SSN).
  const values = { ...echo(form, ...PERSONAL_ECHOED_FIELDS), ...(typeof form.bio === "string" ? { bio: form.bio.slice(0, BIO_ECHO_LIMIT) } : {}) };
  if (!parsed.success) return redirectWithFeedback(session, context, BACK, { form: "personal", fieldErrors: fieldErrorsOf(parsed.error), values });
  try {
    await updateProfile(upstreamFor(request, context, { token }), parsed.data as unknown as Record<string, string>);
  } catch (error) {
    if (isTransportFailure(error)) return redirectWithFeedback(session, context, BACK, { form: "personal", fieldErrors: {}, values });
    if (!(error instanceof UpstreamError) || error.status !== 400 || !error.serverMessage) throw error;
    // The API names the field first: "cityCode: Choose a city of the chosen state".
    const [field, ...message] = error.serverMessage.split(": ");
    const fieldErrors = message.length > 0 ? { [field!]: message.join(": ") } : {};
    return redirectWithFeedback(session, context, BACK, { form: "personal", fieldErrors, formError: message.length > 0 ? undefined : error.serverMessage, values });
  }
  flashNotice(session, { type: "success", message: MESSAGES.profileSaved });
  return redirectWithSession(session, context, BACK);
}

export default function PersonalTab() {
  const { user, lists } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  return <PersonalInfoForm user={user} lists={lists} feedback={feedback} />;
}
