import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isServiceName, SERVICES } from "../../core/services";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.title, data.summary) : pageMeta("Services", "The ten EnPlus World services.");

/** Only the ten service names of spec §2 exist; anything else is the 404 page. */
export function loader({ params }: LoaderFunctionArgs) {
  const name = params.serviceName ?? "";
  if (!isServiceName(name)) throw data({ message: "No such service" }, { status: 404 });
  return SERVICES[name];
}

export default function ServiceDetail() {
  const service = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Services" title={service.title}>
        {service.summary}
      </PageIntro>
      <Link to={`/myworld/service/${service.name}`} className="button button-dark">
        Open {service.title} in My World
      </Link>
    </PageContainer>
  );
}
