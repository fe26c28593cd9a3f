import { Hono } from "hono";
import { routePath } from "../../../core/contracts/endpoint";
import { avatarsContract, citiesContract, countriesContract, industriesContract, statesContract } from "../../../core/contracts/reference-lists";
import { parseQuery, respondWith } from "../../platform/http";
import { AVATARS, COUNTRIES, INDUSTRIES, US_STATES, citiesOf, isUsState } from "./reference-lists";
import type { ApiEnv } from "../../platform/context";

const citiesQuery = citiesContract.query.superRefine((query, ctx) => {
  if (!isUsState(query.state)) ctx.addIssue({ code: "custom", path: ["state"], message: "state must be a US state or territory code" });
});

/** requirements §7 lists named without detail: geo countries, states and cities, industries, avatars. */
export function referenceListRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.get(routePath(countriesContract), (c) => respondWith(c, countriesContract, COUNTRIES));
  routes.get(routePath(statesContract), (c) => {
    const query = parseQuery(c, statesContract.query);
    if (!query.ok) return query.response;
    // States and cities are kept for the United States, where the platform operates.
    return respondWith(c, statesContract, query.value.country === "US" ? US_STATES : []);
  });
  routes.get(routePath(citiesContract), (c) => {
    const query = parseQuery(c, citiesQuery);
    if (!query.ok) return query.response;
    return respondWith(c, citiesContract, citiesOf(query.value.state));
  });
  routes.get(routePath(industriesContract), (c) => respondWith(c, industriesContract, INDUSTRIES));
  routes.get(routePath(avatarsContract), (c) => respondWith(c, avatarsContract, AVATARS));
  return routes;
}
