import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { SERVICE_NAMES, SERVICES } from "#core/services";
import { AreaErrorBoundary } from "~/components/feedback/AreaErrorBoundary";
import { PageContainer } from "~/components/layout/Page";
import { errorMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

function ServiceFrame({ children }: { children: ReactNode }) {
  return (
    <PageContainer>
      <nav className="url-tabs" aria-label="Services">
        {SERVICE_NAMES.map((name) => (
          <NavLink key={name} to={`/myworld/service/${name}`}>
            {SERVICES[name].title}
          </NavLink>
        ))}
      </nav>
      {children}
    </PageContainer>
  );
}

/** requirements §2: the service shell, its children the ten service pages. */
export default function ServiceShell() {
  return (
    <ServiceFrame>
      <Outlet />
    </ServiceFrame>
  );
}

/** A failing service page keeps the services' navigation around it. */
export function ErrorBoundary() {
  return (
    <ServiceFrame>
      <AreaErrorBoundary area="your services" bare />
    </ServiceFrame>
  );
}
