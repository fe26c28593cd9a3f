import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURES, TIERS } from "../../../core/tiers";
import { openTestApi } from "../../../tests/support/test-api";
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } from "../../seed/demo-members";
import { investorAccounts } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await openTestApi();
  await seedDemoMembers(t.database.db);
  for (const demo of DEMO_MEMBERS) {
    const response = await t.api.request("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: demo.username, password: DEMO_PASSWORD }).toString(),
    });
    tokens.set(demo.tier, (await response.json()).data.token);
  }
});
afterAll(() => t.database.close());

const get = (path: string, tier: string) => t.api.request(path, { headers: { Authorization: `Bearer ${tokens.get(tier)}` } });

describe("membership level (requirements §6)", () => {
  it("is derived from the investor account's balances on every read", async () => {
    for (const demo of DEMO_MEMBERS) {
      const info = (await (await get("/api/user/info", demo.tier)).json()).data;
      expect(info).toMatchObject({ memberLevel: demo.level, membership: TIERS[demo.level - 1]!.label });
    }
    // Change the balance: the next read shows the new level, nothing stale.
    const bronze = DEMO_MEMBERS.find((d) => d.tier === "bronze")!;
    const [row] = await t.database.db.select().from(investorAccounts);
    expect(row).toBeDefined();
    const info = async () => (await (await get("/api/user/info", "bronze")).json()).data.memberLevel;
    const userId = (await t.database.db.query.users.findFirst({ where: (u, { eq: equal }) => equal(u.username, bronze.username) }))!.id;
    await t.database.db.update(investorAccounts).set({ cashCents: 3_000_000 * 100, holdingsCents: 0 }).where(eq(investorAccounts.userId, userId));
    expect(await info()).toBe(6);
    await seedDemoMembers(t.database.db);
    expect(await info()).toBe(2);
  });

  it("reports the account, the next tier and the assets still needed", async () => {
    const silver = (await (await get("/api/investor/account", "silver")).json()).data;
    expect(silver).toMatchObject({ opened: true, cash: { settled: "13000.00", available: "13000.00" }, holdings: "52000.00", totalAssets: "65000.00", memberLevel: 3, next: { level: 4, label: "Gold", assetsNeeded: "35000.00" } });
    const painite = (await (await get("/api/investor/account", "painite")).json()).data;
    expect(painite.next).toBeNull();
    const passenger = (await (await get("/api/investor/account", "passengers")).json()).data;
    expect(passenger).toMatchObject({ opened: false, totalAssets: null, memberLevel: 1, next: { label: "Bronze", assetsNeeded: "0.00" } });
  });
});

describe("feature gating (requirements §6)", () => {
  it("answers 403 TierRequired below each feature's tier and serves it at or above", async () => {
    for (const demo of DEMO_MEMBERS) {
      for (const feature of FEATURES) {
        const response = await get(`/api/features/${feature.key}`, demo.tier);
        if (demo.level >= feature.unlockLevel) {
          expect(response.status, `${demo.tier} → ${feature.key}`).toBe(200);
          expect((await response.json()).data.key).toBe(feature.key);
        } else {
          expect(response.status, `${demo.tier} → ${feature.key}`).toBe(403);
          const body = await response.json();
          expect(body).toMatchObject({ success: false, errorCode: "TierRequired", data: { requiredLevel: feature.unlockLevel } });
          expect(body.message).toContain(TIERS[feature.unlockLevel - 1]!.label);
          expect(body.data.description).toBeUndefined(); // never the feature's data
        }
      }
    }
  });

  it("needs a session, and knows only the 19 features", async () => {
    expect((await t.api.request("/api/features/calculators")).status).toBe(401);
    expect((await get("/api/features/time-travel", "painite")).status).toBe(404);
  });

  it("opening an investor account makes a Passenger Bronze", async () => {
    const opened = await t.api.request("/api/investor/account/open", { method: "POST", headers: { Authorization: `Bearer ${tokens.get("passengers")}` } });
    expect((await opened.json()).data).toMatchObject({ opened: true, memberLevel: 2, membership: "Bronze" });
    expect((await get("/api/features/calculators", "passengers")).status).toBe(200);
    await seedDemoMembers(t.database.db); // back to no account
    expect((await get("/api/features/calculators", "passengers")).status).toBe(403);
  });
});
