import { Hono } from "hono";
import { z } from "zod";
import { parseQuery, respond } from "../http";
import { AVATARS, COUNTRIES, INDUSTRIES, US_STATES, citiesOf, isUsState } from "../services/reference-lists";
import type { ApiEnv } from "../types";

const statesQuery = z.object({ country: z.string().regex(/^[A-Z]{2}$/, "country must be a 2-letter ISO code").default("US") });
const citiesQuery = z.object({ state: z.string().refine(isUsState, "state must be a US state or territory code") });

/** spec §7 lists named without detail: geo countries, states and cities, industries, avatars. */
export function referenceListRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.get("/geo/countries", (c) => respond(c, COUNTRIES));
  routes.get("/geo/states", (c) => {
    const query = parseQuery(c, statesQuery);
    if (!query.ok) return query.response;
    // States and cities are kept for the United States, where the platform operates.
    return respond(c, query.value.country === "US" ? US_STATES : []);
  });
  routes.get("/geo/cities", (c) => {
    const query = parseQuery(c, citiesQuery);
    if (!query.ok) return query.response;
    return respond(c, citiesOf(query.value.state));
  });
  routes.get("/common/industries", (c) => respond(c, INDUSTRIES));
  routes.get("/common/avatars", (c) => respond(c, AVATARS));
  return routes;
}
