import type { LoaderFunctionArgs } from "@remix-run/node";
import { UpstreamError } from "~/upstream/errors";
import { loadCities } from "~/upstream/reference-lists.server";
import { upstreamFor } from "~/upstream/scope.server";

/** The cities of a US state, for the profile form's city list (with JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = new URL(request.url).searchParams.get("state") ?? "";
  try {
    return Response.json(await loadCities(upstreamFor(request, context), state), { headers: { "Cache-Control": "public, max-age=86400" } });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return Response.json([], { status: 400 });
    throw error;
  }
}
