// A vitest suite of API requests made as the demo members: the real API on a fresh test database,
// opened and signed in before the suite and closed after it. Kept apart from test-api.ts because
// it registers vitest hooks, and the bench imports test-api.ts outside vitest.
import { afterAll, beforeAll, expect } from "vitest";
import { openTestApi, signInDemoMembers } from "./test-api";

type TestApi = Awaited<ReturnType<typeof openTestApi>>;
export type Query = Record<string, string | number>;

/** Opens the API and signs in the demo members of `tiers` for the suite it is called in. */
export function demoMemberSuite(tiers: readonly string[]) {
  let opened: TestApi | undefined;
  let tokens = new Map<string, string>();
  beforeAll(async () => {
    opened = await openTestApi();
    tokens = await signInDemoMembers(opened, tiers);
  });
  afterAll(() => opened?.database.close());

  const testApi = (): TestApi => {
    if (!opened) throw new Error("the suite's API is opened in beforeAll: use it inside a test");
    return opened;
  };
  /** The member's session headers; none without a tier, as a visitor signed out. */
  const headersOf = (tier?: string | null): Record<string, string> => {
    if (!tier) return {};
    const token = tokens.get(tier);
    if (!token) throw new Error(`no demo member of tier ${tier} is signed in for this suite`);
    return { Authorization: `Bearer ${token}` };
  };
  return {
    testApi,
    headersOf,
    /** GET `path` with the query's keys, as the demo member of `tier` or signed out. */
    get: (path: string, query: Query, tier?: string | null) =>
      testApi().api.request(`${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { headers: headersOf(tier) }),
  };
}

/**
 * A feature's gate: 401 signed out, then 403 TierRequired naming the feature and the tier that
 * unlocks it for a member of the tier just below.
 */
export async function expectTierGate(request: (tier?: string) => Response | Promise<Response>, below: string, gate: { feature: string; requiredTier: string }) {
  expect((await request()).status).toBe(401);
  const locked = await request(below);
  expect(locked.status).toBe(403);
  expect(await locked.json()).toMatchObject({ success: false, errorCode: "TierRequired", data: gate });
}
