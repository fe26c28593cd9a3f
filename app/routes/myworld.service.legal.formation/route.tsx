import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistsPage } from "~/components/legal/ChecklistsPage";
import { checklistPageAction, checklistPageLoader } from "~/utils/legal-checklists-page.server";
import { pageMeta } from "~/utils/meta";

// The legal service's Diamond "Trust and business formation resources": how a trust is set up,
// what a trustee owes, and the steps of forming an LLC or a corporation, as checklists the member
// ticks and keeps, saved like the Bronze checklists; below Diamond the API's words name the tier
// (the locked view).

export const meta: MetaFunction = () =>
  pageMeta("Trust and business formation · My World", "Prepare for setting up a trust, serving as a trustee, or forming an LLC or a corporation.");

export const loader = (args: LoaderFunctionArgs) => checklistPageLoader(args, "formation");
export const action = (args: ActionFunctionArgs) => checklistPageAction(args);

export default function FormationChecklistsPage() {
  return <ChecklistsPage page={useLoaderData<typeof loader>()} current="formation" />;
}
