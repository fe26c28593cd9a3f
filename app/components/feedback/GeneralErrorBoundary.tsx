import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { MESSAGES } from "../../../core/messages";
import { PageContainer } from "../layout/Page";

/** spec §2: '404' and 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <PageContainer narrow>
      <div className="status-page">
        <p className="status-code" aria-hidden="true">
          {MESSAGES.notFoundCode}
        </p>
        <h1>
          <span className="visually-hidden">{MESSAGES.notFoundCode} </span>
          {MESSAGES.notFoundTitle}
        </h1>
        <p className="lead">
          The page you asked for is not here. It may have moved, or the address may be mistyped.
        </p>
        <Link to="/" className="button button-primary">
          Back to the home page
        </Link>
      </div>
    </PageContainer>
  );
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { message?: unknown } | null;
    if (payload && typeof payload.message === "string") return payload.message;
  }
  return MESSAGES.somethingWentWrong;
}

/**
 * The one error boundary every route shares: 404s show the not-found page, anything else the
 * §8 message of what went wrong, never a stack trace.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageContainer narrow>
      <div className="status-page">
        <h1>We could not load this page</h1>
        <p className="lead" role="alert">
          {messageOf(error)}
        </p>
        <a href="" className="button button-primary">
          Try again
        </a>
      </div>
    </PageContainer>
  );
}
