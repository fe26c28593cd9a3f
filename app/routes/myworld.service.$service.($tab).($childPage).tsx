import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";
import { requireService } from "../utils/require-service";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(`${data.title} · My World`, data.summary) : pageMeta("Services", "Your services.");

// spec §2: service/{service}, /{tab} and /{tab}/{childPage} all show one service page.
export function loader({ params }: LoaderFunctionArgs) {
  return requireService(params.service);
}

export default function MemberServicePage() {
  const service = useLoaderData<typeof loader>();
  return (
    <PageIntro eyebrow="My World · Services" title={service.title}>
      {service.summary}
    </PageIntro>
  );
}
