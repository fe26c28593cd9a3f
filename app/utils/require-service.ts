import { data } from "@remix-run/node";
import { isServiceName, SERVICES, type ServiceSummary } from "#core/services";
import { MESSAGES } from "#core/messages";

/** Only the ten service names of requirements §2 exist, in the public world and in My World alike. */
export function requireService(name: string | undefined): ServiceSummary {
  if (!name || !isServiceName(name)) throw data({ message: MESSAGES.noSuchService }, { status: 404 });
  return SERVICES[name];
}
