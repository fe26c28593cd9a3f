import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MESSAGES } from "#core/messages";
import { ChecklistCard } from "~/components/legal/ChecklistCard";
import { ChecklistOverview } from "~/components/legal/ChecklistOverview";
import { ServiceHeader } from "~/components/layout/ServiceHeader";
import { LockedView } from "~/components/tiers/LockedView";
import { readFormData } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { orRefusal } from "~/upstream/investment.server";
import { loadChecklists, saveChecklist } from "~/upstream/legal.server";
import { upstreamFor } from "~/upstream/scope.server";
import { runAndReturn } from "~/utils/budgeting-page.server";
import { checklistHref, checklistSaveFrom } from "~/utils/legal";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// The legal service's checklists (Bronze and up): four common legal matters, each a list the
// member ticks as they go. Without JavaScript a checklist is saved with its button and the page
// comes back at it; with JavaScript each tick saves on its own (`autosave`), and the answer is
// the checklist's status line instead of a notice.

export const meta: MetaFunction = () => pageMeta("Legal checklists · My World", "Prepare for buying a home, signing a lease, forming a business or meeting an estate planning attorney.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const answer = await loadChecklists(upstreamFor(request, context, { token }));
  return data({ header: serviceHeader("legal", user.membership), ...answer }, { status: answer.locked === null ? 200 : 403 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const save = checklistSaveFrom(await readFormData(request));
  if (!save) throw data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
  const upstream = upstreamFor(request, context, { token });
  if (save.autosave) {
    const done = await orRefusal(saveChecklist(upstream, save.checklist, save.done));
    return done.ok ? data({ checklist: save.checklist, saved: done.value.message ?? null, error: null }) : data({ checklist: save.checklist, saved: null, error: done.message }, { status: 400 });
  }
  const session = await getSession(request, context);
  return runAndReturn(session, context, checklistHref(save.checklist), () => saveChecklist(upstream, save.checklist, save.done));
}

export default function LegalChecklistsPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <ServiceHeader header={page.header} current="checklists" />
      {page.locked !== null ? (
        <LockedView area={page.header.title} message={page.locked} />
      ) : (
        <div className="legal-checklists">
          <ChecklistOverview checklists={page.checklists} disclaimer={page.disclaimer} />
          {page.checklists.map((checklist) => (
            <ChecklistCard key={checklist.key} checklist={checklist} />
          ))}
        </div>
      )}
    </>
  );
}
