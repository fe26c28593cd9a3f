import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/session/member.server";
import { MESSAGES } from "#core/messages";

// Any other profile URL is the 404 page inside the profile, for members only, for posts as for views.
const notFound = async ({ request, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<never> => {
  await requireMember(request, context);
  throw data({ message: MESSAGES.noSuchPage }, { status: 404 });
};

export const loader = (args: LoaderFunctionArgs) => notFound(args);
export const action = (args: ActionFunctionArgs) => notFound(args);

export default function NoSuchProfilePage() {
  return null;
}
