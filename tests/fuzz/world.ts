import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { pino } from "pino";
import { createApi } from "../../api/app";
import type { DatabaseHandle } from "../../api/db/connection";
import { authSessions, contentItems, investorAccounts, mailOutbox, notifications, users, videos } from "../../api/db/schema";
import { seedContent, seedLists } from "../../api/seed/content";
import { outboxMailer } from "../../api/platform/mail/mailer";
import { createSession, type SessionStage } from "../../api/modules/accounts/sessions";
import { DEFAULT_API_SETTINGS } from "../../api/platform/context";
import { issueQuestionnaire } from "../../api/modules/investor/assessment";
import { linkBank } from "../../api/modules/investor/banks";
import { createTransfer } from "../../api/modules/investor/transfers";
import { bookEntry } from "../../api/modules/investor/ledger";
import { executeOrder } from "../../api/modules/investment/execution";
import { postMemberMessage } from "../../api/modules/investment/chat";
import { placeOrder } from "../../api/modules/investment/orders";
import { ensurePrices } from "../../api/modules/investment/prices";
import { addStationItem } from "../../api/modules/investment/station";
import { depositRequested, depositSettled } from "../../core/ledger";
import { asCents } from "../../core/money";
import * as budgeting from "../../api/modules/budgeting/service";
import { addDebt } from "../../api/modules/debts/service";
import type { ContentKind } from "../../core/content";
import { recordExchange } from "../../api/modules/assistant/service";
import { openTestDatabase } from "../support/test-database";

// Everything the fuzzer works against: one in-memory database, the real API on it (twice: with
// roomy limits, and with a tight one so some inputs meet the 429), and two registered members.

export const FUZZ_PASSWORD = "Fuzzing1horse";
/** The client address of the tight-limit API; the roomy one never uses it. */
export const LIMITED_CLIENT_IP = "198.51.100.77";

/** Error-level log lines of the API and the web app, read back per input to explain a failure. */
export function createLogCapture() {
  const lines: string[] = [];
  const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
  return { logger, drain: () => lines.splice(0, lines.length) };
}

export type Member = { id: number; username: string; email: string };

/**
 * A live session of one stage for a member, made directly in the database (cheaper than a
 * sign-in and independent of two-step settings the fuzzer may have changed). Renewed when an
 * input ended it (sign-out, password change, "sign out everywhere else").
 */
function sessionKeeper(database: DatabaseHandle, userId: number, stage: SessionStage) {
  let current: { id: number; token: string } | null = null;
  return async (): Promise<{ token: string; renewed: boolean }> => {
    if (current) {
      const [row] = await database.db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, current.id), isNull(authSessions.revokedAt), eq(authSessions.stage, stage)));
      if (row) return { token: current.token, renewed: false };
    }
    current = await createSession(database.db, { userId, stage, userAgent: "fuzz", clientIp: "fuzz" });
    return { token: current.token, renewed: true };
  };
}

async function lastCode(database: DatabaseHandle, to: string): Promise<string> {
  const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const code = /Your EnPlus World code: (\d{6})/.exec(mail?.textBody ?? "")?.[1];
  if (!code) throw new Error(`fuzz setup: no code mailed to ${to}`);
  return code;
}

export async function openFuzzWorld(seed: number) {
  const database = await openTestDatabase();
  await seedContent(database.db);
  await seedLists(database.db);
  const logs = createLogCapture();
  const mailer = outboxMailer(database.db, logs.logger);
  // Roomy limits, so inputs reach validation instead of all meeting 429...
  const api = createApi({ database, logger: logs.logger, mailer, settings: { ...DEFAULT_API_SETTINGS, authRateLimitPerMinute: 1_000_000, assistantRateLimitPerMinute: 1_000_000 } });
  // ...and a tight one on the same data, for the inputs that should meet it.
  const limitedApi = createApi({ database, logger: logs.logger, mailer, settings: { ...DEFAULT_API_SETTINGS, authRateLimitPerMinute: 3, assistantRateLimitPerMinute: 3 } });

  const tag = seed.toString(36);
  const register = async (username: string): Promise<Member> => {
    const email = `${username}@example.com`;
    const post = (path: string, body: unknown) =>
      api.request(path, { method: "POST", headers: { "Content-Type": "application/json", "X-Client-Ip": "192.0.2.1" }, body: JSON.stringify(body) });
    await post("/api/user/sendRegistrationVerifyCode", { username, email, phone: "" });
    const verifyCode = await lastCode(database, email);
    const done = await post("/api/user/registration", { username, email, phone: "", verifyCode, password: FUZZ_PASSWORD, matchingPassword: FUZZ_PASSWORD });
    if (done.status !== 200) throw new Error(`fuzz setup: registration failed: ${await done.text()}`);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return { id: user!.id, username, email };
  };
  const member = await register(`fuzzmember${tag}`);
  const other = await register(`fuzzother${tag}`);
  // An advisor, for the desk's calls (order conversations): the other callers are answered 404 there.
  const advisor = await register(`fuzzadvisor${tag}`);
  await database.db.update(users).set({ role: "advisor" }).where(eq(users.id, advisor.id));
  // The member is Platinum ($750,000), so bodies sent to Gold and Platinum features (the tax
  // estimate, the returns, business tax) reach their validation instead of all meeting 403
  // TierRequired.
  await database.db.insert(investorAccounts).values({ userId: member.id, cashCents: 5_000_000, holdingsCents: 70_000_000 });
  // A linked bank each and a pending deposit each, so the bank and transfer endpoints have ids of
  // the member's and of someone else's to be sent.
  const key = DEFAULT_API_SETTINGS.investorDataKey;
  const bankOf = async (userId: number) => {
    const linked = await linkBank(database.db, key, userId, { holderName: "Fuzz Member", routingNumber: "021000021", accountNumber: "000123456789", accountType: "checking" });
    if (!linked.ok) throw new Error("fuzz setup: could not link a bank");
    return linked.bank.id;
  };
  const memberBank = await bankOf(member.id);
  const otherBank = await bankOf(other.id);
  await database.db.insert(investorAccounts).values({ userId: other.id });
  const depositOf = async (userId: number, bankId: number) => {
    const booked = await createTransfer(database.db, userId, { bankId, direction: "deposit", amount: 10_000 as never, idempotencyKey: `fuzz-setup-${userId}` }, 3600);
    if (!booked.ok) throw new Error("fuzz setup: could not book a deposit");
    return booked.transfer.id;
  };
  const memberTransfer = await depositOf(member.id, memberBank);
  const otherTransfer = await depositOf(other.id, otherBank);
  const questionnaire = await issueQuestionnaire(database.db, member.id);
  // A conversation with Enne each, so the history and feedback endpoints have ids of both.
  const exchangeOf = (userId: number) =>
    recordExchange(database.db, userId, undefined, "What is a Roth IRA?", { kind: "content", paragraphs: ["A Roth IRA is funded with after-tax money."], citations: [] });
  const memberExchange = await exchangeOf(member.id);
  const otherExchange = await exchangeOf(other.id);
  // One the delete endpoint may take away, so the others stay for the rest of the run.
  const doomedExchange = await exchangeOf(member.id);

  // Trading: $40,000.00 of settled cash in the ledger (Silver, so the Silver pages check what they
  // are sent rather than only the tier), one filled buy (for buy-again), one in review, and a
  // station item each, so the order and station endpoints have ids of the member's and of someone
  // else's to be sent.
  await ensurePrices(database.db);
  await bookEntry(database.db, depositRequested(member.id, asCents(4_000_000)), null);
  await bookEntry(database.db, depositSettled(member.id, asCents(4_000_000)), null);
  const placed = async (reviewSeconds: number) => {
    const order = await placeOrder(database.db, member.id, { productId: "mm-treasury", side: "buy", amount: asCents(10_000), acknowledgeRisk: true }, reviewSeconds);
    if (!order.ok) throw new Error(`fuzz setup: could not place an order (${order.reason})`);
    return order.order.id;
  };
  const filledOrder = await placed(0);
  await database.db.transaction((tx) => executeOrder(tx, filledOrder));
  const openOrder = await placed(86_400);
  // Order chat: a conversation on the order in review, so the desk has one to answer and close.
  if (!(await postMemberMessage(database.db, member.id, openOrder, "When does this order fill?"))) throw new Error("fuzz setup: could not write about an order");
  const stationItemOf = async (userId: number) => {
    const added = await addStationItem(database.db, userId, "mm-treasury", asCents(5_000), true);
    if (!added.ok) throw new Error(`fuzz setup: could not add a station item (${added.reason})`);
    return String(added.item.id);
  };
  const stationItems = [await stationItemOf(member.id), await stationItemOf(other.id)];
  // Budgeting: an account, a transaction and a rule each (categories seeded now, not by a fuzzed input).
  const budgetOf = async (userId: number) => {
    const [category] = await budgeting.listCategories(database.db, userId);
    const account = await budgeting.createAccount(database.db, userId, { name: "Fuzz checking", kind: "checking", openingBalance: 10_000 });
    if (!account.ok) throw new Error("fuzz setup: could not add a budget account");
    const tx = await budgeting.createTransaction(database.db, userId, { accountId: account.value.id, date: "2026-03-02", amount: -1250, description: "Fuzz coffee", categoryId: category!.id });
    const rule = await budgeting.createRule(database.db, userId, { match: "contains", pattern: "coffee", categoryId: category!.id });
    if (!tx.ok || !rule.ok) throw new Error("fuzz setup: could not add a transaction and a rule");
    return { account: account.value.id, category: category!.id, transaction: tx.value.id, rule: rule.value.id };
  };
  const memberBudget = await budgetOf(member.id);
  const otherBudget = await budgetOf(other.id);
  // Debts: one each, so updates and removals reach the member's own and someone else's.
  const debtOf = async (userId: number) => {
    const added = await addDebt(database.db, userId, { name: "Fuzz card", kind: "credit_card", balance: asCents(250_000), apr: 2199, minimumPayment: asCents(7_500) }, "UTC", 10_000);
    if (!added.ok) throw new Error("fuzz setup: could not add a debt");
    return String(added.value.debts[0]!.id);
  };
  const debtIds = [await debtOf(member.id), await debtOf(other.id)];

  const notificationIds = async (userId: number) =>
    (await database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))).map((n) => String(n.id));
  const slugOf = async (kind: ContentKind) => {
    const [item] = await database.db.select({ slug: contentItems.slug }).from(contentItems).where(eq(contentItems.kind, kind)).orderBy(asc(contentItems.slug)).limit(1);
    return item?.slug ?? "missing";
  };
  const [video] = await database.db.select({ id: videos.id }).from(videos).orderBy(asc(videos.id)).limit(1);

  return {
    seed,
    database,
    api,
    limitedApi,
    logs,
    member,
    other,
    /** Someone not registered yet, for the sign-up steps. */
    newcomer: { username: `fuzznew${tag}`, email: `fuzznew${tag}@example.com` },
    ids: {
      memberNotifications: await notificationIds(member.id),
      otherNotifications: await notificationIds(other.id),
      news: await slugOf("news"),
      whatsNew: await slugOf("whats-new"),
      learning: await slugOf("learning"),
      video: video?.id ?? "missing",
      banks: [String(memberBank), String(otherBank)],
      transfers: [String(memberTransfer), String(otherTransfer)],
      memberBank,
      qToken: questionnaire.qToken,
      orders: [String(filledOrder), String(openOrder), "2147483647"],
      /** The order with a conversation, one without, and none. */
      chatOrders: [String(openOrder), String(filledOrder), "2147483647"],
      stationItems,
      conversations: [String(memberExchange.conversationId), String(otherExchange.conversationId)],
      doomedConversation: String(doomedExchange.conversationId),
      answers: [memberExchange.messageId, otherExchange.messageId],
      memberBudget,
      budgetAccounts: [String(memberBudget.account), String(otherBudget.account)],
      budgetCategories: [String(memberBudget.category), String(otherBudget.category)],
      budgetTransactions: [String(memberBudget.transaction), String(otherBudget.transaction)],
      budgetRules: [String(memberBudget.rule), String(otherBudget.rule)],
      /** The member's debt, someone else's, and none. */
      debts: [...debtIds, "2147483647"],
    },
    tokens: {
      member: sessionKeeper(database, member.id, "full"),
      advisor: sessionKeeper(database, advisor.id, "full"),
      /** Password right, emailed code still due (the /api/mfa/* stage). */
      pending: sessionKeeper(database, member.id, "mfa"),
    },
    close: () => database.close(),
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof openFuzzWorld>>;
