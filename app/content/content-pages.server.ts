import type { LoaderFunctionArgs } from "@remix-run/node";
import { CONTENT_AREAS, type ContentArea, type ContentAreaName } from "~/components/content/content-areas";
import { forPage } from "./document-bodies.server";
import { getContent, listContent, listQueryFromUrl, loadContentList } from "~/upstream/content.server";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";

/** A content area's list page: a page of items, with the categories when the page shows filters. */
export async function loadContentListPage(name: ContentAreaName, { request, context }: LoaderFunctionArgs) {
  const area: ContentArea = CONTENT_AREAS[name];
  const upstream = upstreamFor(request, context);
  const query = listQueryFromUrl(request);
  if (area.list.filters) return orErrorPage(loadContentList(upstream, area.kind, query));
  return { page: await orErrorPage(listContent(upstream, area.kind, query)), categories: null, query };
}

/** A content area's detail page; an unknown id is the 404 page. Its body goes once into a document (decision 046). */
export async function loadContentDetailPage(name: ContentAreaName, { request, context, params }: LoaderFunctionArgs) {
  return forPage(context, await orErrorPage(getContent(upstreamFor(request, context), CONTENT_AREAS[name].kind, params.id ?? "")));
}
