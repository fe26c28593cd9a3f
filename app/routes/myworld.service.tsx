import { NavLink, Outlet } from "@remix-run/react";
import { SERVICE_NAMES, SERVICES } from "../../core/services";
import { PageContainer } from "../components/layout/Page";

/** spec §2: the service shell, its children the ten service pages. */
export default function ServiceShell() {
  return (
    <PageContainer>
      <nav className="url-tabs" aria-label="Services">
        {SERVICE_NAMES.map((name) => (
          <NavLink key={name} to={`/myworld/service/${name}`}>
            {SERVICES[name].title}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PageContainer>
  );
}
