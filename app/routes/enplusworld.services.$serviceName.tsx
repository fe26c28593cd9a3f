import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";
import { requireService } from "../utils/require-service";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.title, data.summary) : pageMeta("Services", "The ten EnPlus World services.");

export function loader({ params }: LoaderFunctionArgs) {
  return requireService(params.serviceName);
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
