import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { ChecklistSet } from "#core/legal/checklists";
import { MESSAGES } from "#core/messages";
import { readFormData } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { orRefusal } from "~/upstream/investment.server";
import { loadChecklists, saveChecklist } from "~/upstream/legal.server";
import { upstreamFor } from "~/upstream/scope.server";
import { runAndReturn } from "~/utils/budgeting-page.server";
import { checklistHref, checklistSaveFrom } from "~/utils/legal";
import { serviceHeader } from "~/utils/service-header.server";

// The loader and action of the legal service's two checklist pages (the Bronze checklists and
// Diamond's trust and business formation): the same checklists, lists and saves, of their own set.

/** A set's checklists with the member's ticks, or its locked view (403) below the set's tier. */
export async function checklistPageLoader({ request, context }: LoaderFunctionArgs, set: ChecklistSet) {
  const { token, user } = await requireMember(request, context);
  const answer = await loadChecklists(upstreamFor(request, context, { token }), set);
  return data({ header: serviceHeader("legal", user.membership), set, ...answer }, { status: answer.locked === null ? 200 : 403 });
}

/**
 * Saves one checklist. Without JavaScript the page comes back at the checklist with a notice; with
 * it each tick saves on its own (`autosave`), and the answer is the checklist's status line instead.
 */
export async function checklistPageAction({ request, context }: ActionFunctionArgs) {
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
