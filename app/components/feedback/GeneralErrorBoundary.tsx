import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
// The error domain only: the whole MESSAGES table is not part of every page's first load.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";
import { PageContainer } from "~/components/layout/Page";

/** What a status handler is told about the error response a loader or action threw. */
export type StatusError = { status: number; message: string; errorCode?: string };
/** Renders one status; undefined leaves it to the general error page. */
export type StatusHandler = (error: StatusError) => ReactNode | undefined;
export type StatusHandlers = Partial<Record<number, StatusHandler>>;

/** requirements §2: '404' and 'Page Not Found'. */
function NotFound() {
  return (
    <div className="status-page">
      <p className="status-code" aria-hidden="true">
        {MESSAGES.notFoundCode}
      </p>
      <h1>
        <span className="visually-hidden">{MESSAGES.notFoundCode} </span>
        {MESSAGES.notFoundTitle}
      </h1>
      <p className="lead">{MESSAGES.notFoundText}</p>
      <Link to="/" className="button button-primary">
        Back to the home page
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <PageContainer narrow>
      <NotFound />
    </PageContainer>
  );
}

/** The §8 message of what went wrong, never a stack trace. */
function SomethingWentWrong({ message }: { message: string }) {
  return (
    <div className="status-page">
      <h1>{MESSAGES.errorPageHeading}</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      <a href="" className="button button-primary">
        Try again
      </a>
    </div>
  );
}

function statusErrorOf(error: unknown): StatusError | null {
  if (!isRouteErrorResponse(error)) return null;
  const payload = error.data as { message?: unknown; errorCode?: unknown } | null;
  return {
    status: error.status,
    message: payload && typeof payload.message === "string" ? payload.message : MESSAGES.somethingWentWrong,
    errorCode: payload && typeof payload.errorCode === "string" ? payload.errorCode : undefined,
  };
}

const DEFAULT_HANDLERS: StatusHandlers = { 404: () => <NotFound /> };

/**
 * The one error boundary every route shares: the root's for the whole page, and each area's
 * (My World, the services, the profile) inside the area, so the navigation around it stays.
 * 404s show the not-found page, a status with a handler what the handler renders, anything else
 * the §8 message of what went wrong. `bare` leaves out the page container, for areas that draw
 * their own.
 */
export function GeneralErrorBoundary({ statusHandlers, bare = false }: { statusHandlers?: StatusHandlers; bare?: boolean }) {
  const error = statusErrorOf(useRouteError());
  const handler = error ? { ...DEFAULT_HANDLERS, ...statusHandlers }[error.status] : undefined;
  const content = (error && handler?.(error)) ?? <SomethingWentWrong message={error?.message ?? MESSAGES.somethingWentWrong} />;
  return bare ? <>{content}</> : <PageContainer narrow>{content}</PageContainer>;
}
