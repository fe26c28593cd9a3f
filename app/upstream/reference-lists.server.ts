import {
  avatarsContract,
  citiesContract,
  countriesContract,
  industriesContract,
  statesContract,
  type Avatar,
  type Option,
} from "#core/contracts/reference-lists";
import type { Upstream } from "./client.server";

export type { Avatar, Option };

// requirements §7 lists named without detail (docs/api.md), each through its contract in
// core/contracts/reference-lists.ts.

export const loadCities = async (upstream: Upstream, state: string): Promise<Option[]> =>
  (await upstream.callContract(citiesContract, { query: { state } })).data;

export async function loadProfileLists(upstream: Upstream, state: string) {
  const [countries, states, industries, avatars, cities] = await Promise.all([
    upstream.callContract(countriesContract),
    upstream.callContract(statesContract, { query: { country: "US" } }),
    upstream.callContract(industriesContract),
    upstream.callContract(avatarsContract),
    state ? loadCities(upstream, state) : Promise.resolve([] as Option[]),
  ]);
  return { countries: countries.data, states: states.data, industries: industries.data, avatars: avatars.data, cities };
}
