import type { Upstream } from "./client.server";

export type Option = { code: string; name: string };
export type Avatar = { id: string; label: string; url: string };

// spec §7 lists named without detail (docs/api.md).
const list = async <T>(upstream: Upstream, path: string, query?: Record<string, string>) =>
  (await upstream.call<T>({ method: "GET", path, query })).data;

export async function loadProfileLists(upstream: Upstream, state: string) {
  const [countries, states, industries, avatars, cities] = await Promise.all([
    list<Option[]>(upstream, "/api/geo/countries"),
    list<Option[]>(upstream, "/api/geo/states", { country: "US" }),
    list<Option[]>(upstream, "/api/common/industries"),
    list<Avatar[]>(upstream, "/api/common/avatars"),
    state ? list<Option[]>(upstream, "/api/geo/cities", { state }) : Promise.resolve([] as Option[]),
  ]);
  return { countries, states, industries, avatars, cities };
}

export const loadCities = (upstream: Upstream, state: string) => list<Option[]>(upstream, "/api/geo/cities", { state });
