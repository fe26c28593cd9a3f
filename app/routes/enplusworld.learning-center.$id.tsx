import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentDetailRoute } from "~/components/content/ContentPages";
import { loadContentDetailPage } from "~/content/content-pages.server";

const route = contentDetailRoute("learning");
export const { handle, meta } = route;
export const loader = (args: LoaderFunctionArgs) => loadContentDetailPage("learning", args);
export default route.Page;
