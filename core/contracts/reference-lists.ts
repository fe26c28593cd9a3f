import { z } from "zod";
import { endpoint } from "./endpoint";

// requirements §7 lists named without detail (docs/api.md): geo countries, states and cities,
// industries, avatars.

const optionSchema = z.object({ code: z.string(), name: z.string() });
const avatarSchema = z.object({ id: z.string(), label: z.string(), url: z.string() });
/** An entry of a list: its code and the name shown. */
export type Option = z.infer<typeof optionSchema>;
export type Avatar = z.infer<typeof avatarSchema>;

export const countriesContract = endpoint({ method: "GET", path: "/api/geo/countries", response: z.array(optionSchema) });

/** States are kept for the United States only; another country has none. */
export const statesContract = endpoint({
  method: "GET",
  path: "/api/geo/states",
  query: z.object({ country: z.string().regex(/^[A-Z]{2}$/, "country must be a 2-letter ISO code").default("US") }),
  response: z.array(optionSchema.extend({ kind: z.enum(["state", "district", "territory"]) })),
});

/** The API adds that `state` is one of its states (api/modules/content/reference-list-routes.ts). */
export const citiesContract = endpoint({
  method: "GET",
  path: "/api/geo/cities",
  query: z.object({ state: z.string() }),
  response: z.array(optionSchema),
});

export const industriesContract = endpoint({ method: "GET", path: "/api/common/industries", response: z.array(optionSchema) });

export const avatarsContract = endpoint({ method: "GET", path: "/api/common/avatars", response: z.array(avatarSchema) });
