import { data } from "@remix-run/node";
import { isServiceName, SERVICES, type ServiceSummary } from "../../core/services";

/** Only the ten service names of spec §2 exist, in the public world and in My World alike. */
export function requireService(name: string | undefined): ServiceSummary {
  if (!name || !isServiceName(name)) throw data({ message: "No such service" }, { status: 404 });
  return SERVICES[name];
}
