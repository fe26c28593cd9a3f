import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentListRoute } from "~/components/content/ContentPages";
import { loadContentListPage } from "~/content/content-pages.server";

const route = contentListRoute("whats-new");
export const { handle, meta } = route;
export const loader = (args: LoaderFunctionArgs) => loadContentListPage("whats-new", args);
export default route.Page;
