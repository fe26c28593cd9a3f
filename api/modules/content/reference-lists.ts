import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CONTENT_ROOT } from "./content-source";

// Reference lists the API serves (requirements §7 geo, industry and avatar lists), read once at start-up.

const entry = z.object({ code: z.string().min(1).max(60), name: z.string().min(1).max(120) });
const read = <S extends z.ZodTypeAny>(file: string, schema: S): z.infer<S> =>
  schema.parse(JSON.parse(readFileSync(path.join(CONTENT_ROOT, file), "utf8")));

export const COUNTRIES = read("geo/countries.json", z.array(entry).min(200));
export const US_STATES = read("geo/us-states.json", z.array(entry.extend({ kind: z.enum(["state", "district", "territory"]) })).length(56));
export const US_CITIES = read("geo/us-cities.json", z.record(z.array(entry)));
export const INDUSTRIES = read("industries.json", z.array(entry).min(1));
export const AVATARS = read("avatars.json", z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(1) })).min(1)).map(
  (a) => ({ ...a, url: `/avatars/${a.id}.svg` }),
);

export const isCountry = (code: string) => COUNTRIES.some((c) => c.code === code);
export const isUsState = (code: string) => US_STATES.some((s) => s.code === code);
/** Own keys only: a state code such as "constructor" must not reach Object.prototype. */
export const citiesOf = (state: string) => (Object.hasOwn(US_CITIES, state) ? US_CITIES[state]! : []);
export const isCityOf = (state: string, city: string) => citiesOf(state).some((c) => c.code === city);
export const isIndustry = (code: string) => INDUSTRIES.some((i) => i.code === code);
export const isAvatar = (id: string) => AVATARS.some((a) => a.id === id);
