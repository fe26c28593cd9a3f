import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beneficiaryReviewContract } from "../../../core/contracts/beneficiaries";
import { BENEFICIARY_MESSAGES, BENEFICIARY_PAGE_COPY, TITLING_LABELS } from "../../../core/messages/beneficiaries";
import { openTestApi, registerAndSignIn, userIdOf } from "../../../tests/support/test-api";
import { beneficiaryReview, saveBeneficiaries } from "./service";
import { accountBeneficiaries, investorAccounts, investorApplications, memberDataVersions } from "../../db/schema";

// The beneficiary and ownership review through the real app on the test database: who may use it,
// what a save keeps, what it refuses (writing nothing), and each beneficiary's part of the account.

let t: Awaited<ReturnType<typeof openTestApi>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;
let silver: Awaited<ReturnType<typeof registerAndSignIn>>;
let other: Awaited<ReturnType<typeof registerAndSignIn>>;

const userId = (username: string) => userIdOf(t, username);
const storedOf = async (username: string) =>
  t.database.db.select({ designation: accountBeneficiaries.designation, position: accountBeneficiaries.position, name: accountBeneficiaries.name, share: accountBeneficiaries.sharePercent }).from(accountBeneficiaries).where(eq(accountBeneficiaries.userId, await userId(username))).orderBy(asc(accountBeneficiaries.designation), asc(accountBeneficiaries.position));

const PATH = "/api/estate/beneficiaries";
const person = (designation: string, name: string, relationship: string, sharePercent: number) => ({ designation, name, relationship, sharePercent });
const save = (member: typeof silver, beneficiaries: unknown[]) => member.call(PATH, { body: { beneficiaries } });

beforeAll(async () => {
  t = await openTestApi();
  bronze = await registerAndSignIn(t, "heirb");
  silver = await registerAndSignIn(t, "heirs");
  other = await registerAndSignIn(t, "heiro");
  for (const m of [bronze, silver, other]) expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  // $30,000.01 of cash makes Silver (requirements §6) and splits unevenly in thirds.
  for (const m of [silver, other]) await t.database.db.update(investorAccounts).set({ cashCents: 3_000_001 }).where(eq(investorAccounts.userId, await userId(m.username)));
  // The silver member lives in Texas, a community property state.
  await t.database.db.insert(investorApplications).values({ userId: await userId(silver.username), stateCode: "TX", countryCode: "US" });
});
afterAll(() => t.database.close());

describe("beneficiaries: who may use them", () => {
  it("needs a session (401) and Silver (403 TierRequired, the accounts feature)", async () => {
    expect((await t.api.request(PATH)).status).toBe(401);
    expect((await t.api.request(PATH, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status).toBe(401);
    for (const response of [await bronze.call(PATH), await save(bronze, [person("primary", "Ana Ruiz", "spouse", 100)])]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, errorCode: "TierRequired", data: { feature: "accounts", requiredTier: "Silver" } });
    }
    expect(await storedOf(bronze.username)).toEqual([]);
  });
});

describe("beneficiaries: the review and the save", () => {
  it("before any save: in the member's name alone, no one named, and the findings that follow", async () => {
    const response = await silver.call(PATH);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(beneficiaryReviewContract.response.parse(data)).toBeTruthy();
    expect(data).toMatchObject({ opened: true, value: "30000.01", titling: { kind: "individual", ...TITLING_LABELS.individual }, primary: [], contingent: [], reviewedOn: null, disclaimer: BENEFICIARY_PAGE_COPY.disclaimer });
    expect(data.findings.map((f: { key: string }) => f.key)).toEqual(["none-named", "community-property"]);
    expect(data.findings[1].text).toContain("You live in Texas, a community property state.");
  });

  it("saves primary and contingent beneficiaries in order, parts of $30,000.01 adding up to the cent", async () => {
    const before = await t.database.db.select().from(memberDataVersions).where(eq(memberDataVersions.userId, await userId(silver.username)));
    const response = await save(silver, [
      person("primary", "  Ana   Ruiz ", "spouse", 34),
      person("primary", "Ben Ruiz", "child", 33),
      person("contingent", "Red Cross", "charity", 100),
      person("primary", "Cleo Ruiz", "child", 33),
    ]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(BENEFICIARY_MESSAGES.saved(3, 1));
    expect(body.message).toBe("Your beneficiaries are saved: 3 primary and 1 contingent. The account is now registered transfer on death.");
    // 34 % of 3,000,001 cents is 1,020,000.34 → 1,020,000; 33 % is 990,000.33 → 990,000 each; the
    // one cent left goes to the largest remainder, Ana's .34.
    expect(body.data.primary).toEqual([
      { name: "Ana Ruiz", relationship: "spouse", relationshipLabel: "Spouse", sharePercent: 34, amount: "10200.01" },
      { name: "Ben Ruiz", relationship: "child", relationshipLabel: "Child", sharePercent: 33, amount: "9900.00" },
      { name: "Cleo Ruiz", relationship: "child", relationshipLabel: "Child", sharePercent: 33, amount: "9900.00" },
    ]);
    expect(body.data.contingent).toEqual([{ name: "Red Cross", relationship: "charity", relationshipLabel: "Charity", sharePercent: 100, amount: "30000.01" }]);
    expect(body.data.titling.kind).toBe("individual-tod");
    expect(body.data.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The spouse has less than half in Texas; two children are named.
    expect(body.data.findings.map((f: { key: string }) => f.key)).toEqual(["community-property", "minor-possible"]);
    expect(body.data.findings[1].text).toContain("If Ben Ruiz and Cleo Ruiz are under 18 at your death");
    expect(await storedOf(silver.username)).toEqual([
      { designation: "contingent", position: 0, name: "Red Cross", share: 100 },
      { designation: "primary", position: 0, name: "Ana Ruiz", share: 34 },
      { designation: "primary", position: 1, name: "Ben Ruiz", share: 33 },
      { designation: "primary", position: 2, name: "Cleo Ruiz", share: 33 },
    ]);
    const after = await t.database.db.select().from(memberDataVersions).where(eq(memberDataVersions.userId, await userId(silver.username)));
    expect(after[0]!.version).not.toBe(before[0]?.version);
    // The review reads the same as the save's answer; another member's is untouched.
    expect((await (await silver.call(PATH)).json()).data).toEqual(body.data);
    expect((await (await other.call(PATH)).json()).data.primary).toEqual([]);
  });

  it("refuses, writing nothing, what the rules do not allow", async () => {
    const kept = await storedOf(silver.username);
    const cases: Array<[unknown[], string]> = [
      [[person("primary", "Ana Ruiz", "spouse", 60), person("primary", "Ben Ruiz", "child", 30)], "beneficiaries: The primary beneficiaries' shares add up to 90%, and they must add up to 100%."],
      [[person("contingent", "Red Cross", "charity", 100)], "beneficiaries: Name a primary beneficiary before a contingent one: contingent beneficiaries receive the account only after the primary ones."],
      [[person("primary", "Ana Ruiz", "spouse", 50), person("primary", "ana  ruiz", "spouse", 50)], "beneficiaries: Ana Ruiz is named twice among the primary beneficiaries. Name each person once with their whole share."],
      [Array.from({ length: 6 }, (_, i) => person("primary", `Heir ${i}`, "friend", i === 0 ? 50 : 10)), "beneficiaries: Name at most 5 primary beneficiaries."],
    ];
    for (const [list, message] of cases) {
      const response = await save(silver, list);
      expect(response.status, message).toBe(422);
      expect(await response.json()).toMatchObject({ errorCode: "ValidationFailed", message });
    }
    for (const body of [
      { beneficiaries: [person("primary", "", "spouse", 100)] },
      { beneficiaries: [person("primary", "Ana", "neighbour", 100)] },
      { beneficiaries: [person("primary", "Ana", "spouse", 100.5)] },
      { beneficiaries: [person("primary", "Ana", "spouse", 0)] },
      { beneficiaries: [person("primary", "Ana\u0000", "spouse", 100)] },
      { beneficiaries: [person("heir", "Ana", "spouse", 100)] },
      { beneficiaries: [{ ...person("primary", "Ana", "spouse", 100), ssn: "123-45-6789" }] },
      { beneficiaries: Array.from({ length: 11 }, () => person("primary", "Ana", "spouse", 100)) },
      { list: [] },
    ]) {
      expect((await silver.call(PATH, { body })).status, JSON.stringify(body)).toBe(422);
    }
    expect(await storedOf(silver.username)).toEqual(kept);
  });

  it("clears them all with an empty list, keeping the day of the save", async () => {
    const response = await save(silver, []);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(BENEFICIARY_MESSAGES.cleared);
    expect(body.data).toMatchObject({ titling: { kind: "individual" }, primary: [], contingent: [] });
    expect(body.data.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await storedOf(silver.username)).toEqual([]);
  });

  it("a spouse with half or more in a community property state, and a contingent, leave nothing to look at", async () => {
    const response = await save(silver, [person("primary", "Ana Ruiz", "spouse", 100), person("contingent", "Ruiz Family Trust", "trust", 100)]);
    expect((await response.json()).data.findings).toEqual([]);
  });
});

describe("beneficiaries: without an account", () => {
  // Silver needs the account's assets, so the routes never reach these: the service still answers them.
  it("the review is empty and a save is refused (409), writing nothing", async () => {
    const id = await userId(bronze.username);
    await t.database.db.delete(investorAccounts).where(eq(investorAccounts.userId, id));
    expect(await beneficiaryReview(t.database.db, id, "UTC")).toMatchObject({ opened: false, value: "0.00", primary: [], contingent: [], findings: [], reviewedOn: null });
    expect(await saveBeneficiaries(t.database.db, id, [person("primary", "Ana Ruiz", "spouse", 100) as never], "UTC")).toEqual({ ok: false, status: 409, message: BENEFICIARY_MESSAGES.noAccount });
    expect(await storedOf(bronze.username)).toEqual([]);
  });
});
