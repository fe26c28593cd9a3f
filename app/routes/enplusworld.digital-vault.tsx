import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditorialPage } from "~/components/content/EditorialPage";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { loadEditorialPage } from "~/upstream/content.server";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: true }) };

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.title, data.summary) : pageMeta("Digital vault", "EnPlus World"));

export const loader = ({ request, context }: LoaderFunctionArgs) => loadEditorialPage(request, context, "digital-vault");

export default function DigitalVaultPage() {
  return <EditorialPage page={useLoaderData<typeof loader>()} eyebrow="Digital vault" />;
}
