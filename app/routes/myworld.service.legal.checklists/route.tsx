import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistsPage } from "~/components/legal/ChecklistsPage";
import { checklistPageAction, checklistPageLoader } from "~/utils/legal-checklists-page.server";
import { pageMeta } from "~/utils/meta";

// The legal service's checklists (Bronze and up): four common legal matters, each a list the
// member ticks as they go. Without JavaScript a checklist is saved with its button and the page
// comes back at it; with JavaScript each tick saves on its own (`autosave`), and the answer is
// the checklist's status line instead of a notice.

export const meta: MetaFunction = () => pageMeta("Legal checklists · My World", "Prepare for buying a home, signing a lease, forming a business or meeting an estate planning attorney.");

export const loader = (args: LoaderFunctionArgs) => checklistPageLoader(args, "general");
export const action = (args: ActionFunctionArgs) => checklistPageAction(args);

export default function LegalChecklistsPage() {
  return <ChecklistsPage page={useLoaderData<typeof loader>()} current="checklists" />;
}
