import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentListRoute } from "~/components/content/ContentPages";
import { loadContentListPage } from "~/content/content-pages.server";

const route = contentListRoute("news");
export const { handle, meta } = route;
export const loader = (args: LoaderFunctionArgs) => loadContentListPage("news", args);
export default route.Page;
