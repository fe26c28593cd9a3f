import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { todayIn } from "#core/planning/dates";
import { isMonth } from "#core/budgeting/months";
import { MESSAGES } from "#core/messages";
import type { FeatureKey } from "#core/tiers";
import { servicePage } from "~/content/service-pages.server";
import type { BudgetingHeaderData } from "~/components/budgeting/BudgetingHeader";
import { redirectWithFeedback } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, commitSession, type AppSession } from "~/session/session.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orErrorPage } from "~/upstream/failure.server";
import { getFeature } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";
import { serviceTabs } from "./service-tabs";

/** What the budgeting pages show above their own content. */
export function budgetingHeader(membership: string): BudgetingHeaderData {
  const content = servicePage("budgeting");
  return { title: content.title, tagline: content.tagline, membership, tabs: serviceTabs("budgeting").map(({ key, label }) => ({ key, label })) };
}

/**
 * A budgeting page's opening: the signed-in member's upstream and the page's header, and, when the
 * member's tier does not reach `feature`, the locked view's answer (403) for the loader to return
 * as it is: below the tier a page shows its header and the lock, never its figures.
 */
export async function openBudgetingPage(request: Request, context: AppLoadContext, feature: FeatureKey) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const header = budgetingHeader(user.membership);
  const access = await orErrorPage(getFeature(upstream, feature));
  const locked = access.open ? null : data({ header, view: "locked" as const, locked: access.message }, { status: 403 });
  return { upstream, header, locked };
}

/** The month of the URL's `month` key, or this month in the member's time zone. */
export function monthFrom(request: Request, timeZone = "UTC"): string {
  const month = new URL(request.url).searchParams.get("month");
  return month && isMonth(month) ? month : todayIn(timeZone).slice(0, 7);
}

/** The URL's `page`, 1 to 10,000. */
export function pageFrom(request: Request): number {
  const page = new URL(request.url).searchParams.get("page");
  return page && /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 1;
}

/**
 * An action's call: on success a notice and back to `to`; a refusal (4xx other than 401/403) is
 * the API's words as an error notice; a transport failure goes back (its notice is the client's);
 * anything else is the error page.
 */
export async function runAndReturn(
  session: AppSession,
  context: AppLoadContext,
  to: string,
  call: () => Promise<{ message?: string }>,
  form?: { name: string; values: Record<string, string> },
) {
  const back = async () => redirect(to, { headers: { "Set-Cookie": await commitSession(session, context) } });
  try {
    const result = await call();
    if (result.message) flashNotice(session, { type: "success", message: result.message });
  } catch (error) {
    if (isTransportFailure(error)) return back();
    if (form && error instanceof UpstreamError && (error.status === 422 || error.status === 400)) {
      return redirectWithFeedback(session, context, to, { form: form.name, values: form.values, ...issuesOf(error.serverMessage ?? error.message) });
    }
    if (error instanceof UpstreamError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
      flashNotice(session, { type: "error", message: error.serverMessage ?? error.message });
      return back();
    }
    return orErrorPage(Promise.reject(error));
  }
  return back();
}

/** "amount: must be …; date: must be …" (a 422's message) as field errors. */
export function issuesOf(message: string): { fieldErrors: Record<string, string>; formError?: string } {
  const fieldErrors: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split("; ")) {
    const [field, ...words] = part.split(": ");
    if (words.length > 0 && field && /^[A-Za-z.]+$/.test(field)) fieldErrors[field.split(".")[0]!] ??= words.join(": ");
    else rest.push(part);
  }
  return { fieldErrors, formError: rest.length ? rest.join(" ") : undefined };
}

/** A posted id, or null. */
export function idFrom(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : null;
}
