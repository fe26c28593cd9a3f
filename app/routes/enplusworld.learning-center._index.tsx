import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentListRoute } from "~/components/content/ContentPages";
import { loadContentListPage } from "~/content/content-pages.server";

const route = contentListRoute("learning");
export const { handle, meta } = route;
export const loader = (args: LoaderFunctionArgs) => loadContentListPage("learning", args);
export default route.Page;
