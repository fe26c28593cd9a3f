import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { PRODUCTS } from "../../core/trading";
import { authSessions, investorAccounts, portfolioSettings, users } from "../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

const info = (token: string, env?: { callerMemo: Map<string, Promise<unknown>> }) =>
  t.api.request("/api/user/info", { headers: { Authorization: `Bearer ${token}` } }, env);

describe("the calls of one page read share the caller's session", () => {
  it("the session and account looked up by the first call serve the next calls of the same memo", async () => {
    const member = await registerAndSignIn(t, "memo");
    const memo = new Map<string, Promise<unknown>>();
    expect((await info(member.token, { callerMemo: memo })).status).toBe(200);
    expect(sessionsIn(memo)).toBe(1);

    // Ended in the database after the first call: a call sharing the memo still sees the session
    // it was given (one page read, one view of the caller); a new read sees the change.
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, user!.id));
    expect((await info(member.token, { callerMemo: memo })).status).toBe(200);
    expect((await info(member.token, { callerMemo: new Map() })).status).toBe(401);
    expect((await info(member.token)).status).toBe(401);
  });

  it("calls without a memo (a socket, a post, a test) look the session up every time", async () => {
    const member = await registerAndSignIn(t, "nomemo");
    expect((await info(member.token)).status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, user!.id));
    expect((await info(member.token)).status).toBe(401);
  });

  it("an unknown token is refused whether or not the memo knows it, and each token has its own entry", async () => {
    const a = await registerAndSignIn(t, "memoa");
    const b = await registerAndSignIn(t, "memob");
    const memo = new Map<string, Promise<unknown>>();
    expect((await info("x".repeat(40), { callerMemo: memo })).status).toBe(401);
    expect((await info("x".repeat(40), { callerMemo: memo })).status).toBe(401);
    const answerA = (await (await info(a.token, { callerMemo: memo })).json()) as { data: { username: string } };
    const answerB = (await (await info(b.token, { callerMemo: memo })).json()) as { data: { username: string } };
    expect([answerA.data.username, answerB.data.username]).toEqual([a.username, b.username]);
    expect(sessionsIn(memo)).toBe(3);
  });

  it("the investor account, with its balances, is read once per page read and afresh by the next", async () => {
    const member = await registerAndSignIn(t, "memoacct");
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db.insert(investorAccounts).values({ userId: user!.id, cashCents: 1_000 });
    const account = async (env?: { callerMemo: Map<string, Promise<unknown>> }) => {
      const answer = await t.api.request("/api/investor/account", { headers: { Authorization: `Bearer ${member.token}` } }, env);
      return ((await answer.json()) as { data: { cash: { settled: string } } }).data.cash.settled;
    };
    const memo = new Map<string, Promise<unknown>>();
    // The root's tier (user info) and the account of the same page read: one read between them.
    expect((await info(member.token, { callerMemo: memo })).status).toBe(200);
    expect([...memo.keys()].filter((k) => k.startsWith("investor-account:"))).toEqual([`investor-account:${user!.id}`]);
    await t.database.db.update(investorAccounts).set({ cashCents: 2_500 }).where(eq(investorAccounts.userId, user!.id));
    expect(await account({ callerMemo: memo })).toBe("10.00");
    expect(await account({ callerMemo: new Map() })).toBe("25.00");
    expect(await account()).toBe("25.00");
  });

  it("trading's view of the caller (tier and risk profile) is taken from that account once per page read", async () => {
    const member = await registerAndSignIn(t, "memomember");
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db.insert(investorAccounts).values({ userId: user!.id, cashCents: 0 });
    // A private investment opens at Emerald (level 7, $5,000,000): a Bronze account sees it locked.
    const privateProduct = PRODUCTS.find((p) => p.assetClass === "private_investment")!;
    expect(privateProduct.unlockLevel).toBe(7);
    const get = async (path: string, env?: { callerMemo: Map<string, Promise<unknown>> }) => {
      const answer = await t.api.request(path, { headers: { Authorization: `Bearer ${member.token}` } }, env);
      expect(answer.status, path).toBe(200);
      return ((await answer.json()) as { data: Record<string, unknown> }).data;
    };
    const memo = new Map<string, Promise<unknown>>();
    expect((await get(`/api/investment/products/${privateProduct.id}`, { callerMemo: memo })).locked).toBe(true);
    const target = await get("/api/investment/portfolio/target", { callerMemo: memo });
    await get("/api/investment/station", { callerMemo: memo });
    expect([...memo.keys()].filter((k) => /^(investor-account|investment-member):/.test(k)).sort()).toEqual([`investment-member:${user!.id}`, `investor-account:${user!.id}`]);
    // Emerald's $5,000,000 in the account after the page's first calls: the same page read keeps
    // its view of the caller, the next one sees the new tier.
    await t.database.db.update(investorAccounts).set({ cashCents: 500_000_000 }).where(eq(investorAccounts.userId, user!.id));
    expect((await get(`/api/investment/products/${privateProduct.id}`, { callerMemo: memo })).locked).toBe(true);
    expect((await get(`/api/investment/products/${privateProduct.id}`, { callerMemo: new Map() })).locked).toBe(false);
    expect((await get(`/api/investment/products/${privateProduct.id}`)).locked).toBe(false);
    // The target read with the page's account answers what a read on its own answers.
    await t.database.db.update(investorAccounts).set({ cashCents: 0 }).where(eq(investorAccounts.userId, user!.id));
    expect(await get("/api/investment/portfolio/target")).toEqual(target);
  });

  it("the portfolio and its target, read for one page, share one read of the settings, lots and latest closes", async () => {
    const member = await registerAndSignIn(t, "memobasis");
    const [user] = await t.database.db.select().from(users).where(eq(users.username, member.username));
    await t.database.db.insert(investorAccounts).values({ userId: user!.id, cashCents: 0 });
    const get = async (path: string, env?: { callerMemo: Map<string, Promise<unknown>> }) => {
      const answer = await t.api.request(path, { headers: { Authorization: `Bearer ${member.token}` } }, env);
      expect(answer.status, path).toBe(200);
      return ((await answer.json()) as { data: Record<string, unknown> }).data;
    };
    const memo = new Map<string, Promise<unknown>>();
    const portfolio = await get("/api/investment/portfolio", { callerMemo: memo });
    expect(portfolio.costBasisMethod).toBe("fifo");
    expect([...memo.keys()].filter((k) => k.startsWith("portfolio-basis:"))).toEqual([`portfolio-basis:${user!.id}`]);
    // The member's own target and average cost saved after the portfolio was read: the target of
    // the same page read is the one the portfolio was read with, the next page read sees both.
    await t.database.db.insert(portfolioSettings).values({ userId: user!.id, costBasisMethod: "average", targetAllocation: { index_etf: 100 } });
    expect((await get("/api/investment/portfolio/target", { callerMemo: memo })).source).not.toBe("custom");
    expect((await get("/api/investment/portfolio/target", { callerMemo: new Map() })).source).toBe("custom");
    expect((await get("/api/investment/portfolio", { callerMemo: new Map() })).costBasisMethod).toBe("average");
    // Read on their own, without a page's memo, they answer what the page's reads answer.
    const page = new Map<string, Promise<unknown>>();
    const [withMemo, targetWithMemo] = [await get("/api/investment/portfolio", { callerMemo: page }), await get("/api/investment/portfolio/target", { callerMemo: page })];
    expect(await get("/api/investment/portfolio")).toEqual(withMemo);
    expect(await get("/api/investment/portfolio/target")).toEqual(targetWithMemo);
  });
});

/** How many sessions a memo holds (it also holds what else a page read shares, the investor account). */
const sessionsIn = (memo: Map<string, unknown>) => [...memo.keys()].filter((k) => k.startsWith("session:")).length;
