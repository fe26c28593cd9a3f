import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { MONEY_MESSAGES } from "../money";
import { QUESTIONS } from "../investor/assessment";
import {
  accountResponseSchema,
  applicationDraftSchema,
  applicationResponseSchema,
  applicationSubmitSchema,
  assessmentRequestSchema,
  assessmentResultSchema,
  bankLinkRequestSchema,
  banksResponseSchema,
  idParamSchema,
  moneyAmount,
  qTokenResponseSchema,
  transferRequestSchema,
  transferSchema,
  transfersQuerySchema,
  transfersResponseSchema,
} from "./investor";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  result.success ? null : { path: result.error!.issues[0]!.path.join("."), message: result.error!.issues[0]!.message };

describe("amounts in requests", () => {
  const amount = moneyAmount();
  it.each([
    ["150000.00", 15_000_000],
    ["1,234.56", 123_456],
    ["0.01", 1],
    [150000, 15_000_000],
    [19.99, 1_999],
  ])("reads %j as %i cents", (input, cents) => {
    expect(amount.parse(input)).toBe(cents);
  });

  it.each([
    ["1.005", MONEY_MESSAGES.tooManyDecimals],
    [0.1 + 0.2, MONEY_MESSAGES.tooManyDecimals],
    ["-5", MONEY_MESSAGES.negative],
    ["0", MONEY_MESSAGES.zero],
    ["", MONEY_MESSAGES.empty],
    ["abc", MONEY_MESSAGES.invalid],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(amount.safeParse(input))).toEqual({ path: "", message });
  });

  it("refuses anything but a string or a number", () => {
    for (const input of [null, true, { value: 1 }, [1]]) expect(amount.safeParse(input).success).toBe(false);
  });
});

describe("POST /api/investor/account/application", () => {
  it("takes any subset of the fields", () => {
    expect(applicationDraftSchema.parse({})).toEqual({});
    expect(applicationDraftSchema.parse({ firstName: " Ada ", annualIncome: "100k_250k" })).toEqual({ firstName: "Ada", annualIncome: "100k_250k" });
    const everything = {
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfBirth: "1990-12-10",
      ssn: "123-45-6789",
      citizenship: "US",
      address: "1 Main Street",
      cityCode: "new-york",
      stateCode: "NY",
      zipCode: "10001",
      countryCode: "US",
      employmentStatus: "self_employed",
      industry: "52",
      annualIncome: "under_25k",
      netWorth: "over_1m",
      signature: "Ada Lovelace",
      agreementsAccepted: true,
    };
    expect(applicationDraftSchema.parse(everything)).toEqual(everything);
  });

  it("lets a blank clear a field", () => {
    expect(applicationDraftSchema.parse({ employmentStatus: "", dateOfBirth: "", ssn: "" })).toEqual({ employmentStatus: "", dateOfBirth: "", ssn: "" });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ firstName: "Ada!" }, "firstName"],
    [{ ssn: "12-34" }, "ssn"],
    [{ dateOfBirth: "10/12/1990" }, "dateOfBirth"],
    [{ citizenship: "USA" }, "citizenship"],
    [{ countryCode: "us" }, "countryCode"],
    [{ employmentStatus: "busy" }, "employmentStatus"],
    [{ annualIncome: "a_lot" }, "annualIncome"],
    [{ netWorth: 100000 }, "netWorth"],
    [{ zipCode: "ABCDE" }, "zipCode"],
    [{ agreementsAccepted: "yes" }, "agreementsAccepted"],
    [{ signature: "x".repeat(102) }, "signature"],
    [{ memberLevel: 9 }, ""],
    [{ ssnLast4: "1234" }, ""],
  ])("refuses %j", (body, path) => {
    expect(firstMessage(applicationDraftSchema.safeParse(body))?.path).toBe(path);
  });

  it("takes an empty submit body only", () => {
    expect(applicationSubmitSchema.safeParse({}).success).toBe(true);
    expect(applicationSubmitSchema.safeParse({ force: true }).success).toBe(false);
  });

  it("answers the SSN masked only, and reasons keyed by field", () => {
    const answer = {
      status: "rejected",
      application: {
        firstName: "Ada",
        lastName: "Lovelace",
        dateOfBirth: "2010-01-01",
        ssnMasked: "•••-••-6789",
        citizenship: "US",
        address: "",
        cityCode: "",
        stateCode: "",
        zipCode: "",
        countryCode: "US",
        employmentStatus: "",
        industry: "",
        annualIncome: "",
        netWorth: "",
        signature: "",
        agreementsAccepted: false,
      },
      reasons: { dateOfBirth: INVESTOR_MESSAGES.underage },
      assessmentDone: false,
      submittedAt: "2026-11-23T10:00:00.000Z",
      reviewedAt: "2026-11-23T10:00:00.000Z",
    };
    expect(applicationResponseSchema.parse(answer)).toEqual(answer);
    expect(applicationResponseSchema.safeParse({ ...answer, reasons: { shoeSize: "no" } }).success).toBe(false);
    expect(applicationResponseSchema.safeParse({ ...answer, status: "pending" }).success).toBe(false);
  });
});

describe("the risk assessment", () => {
  const answers = Object.fromEntries(QUESTIONS.map((q) => [q.id, q.options[1]!.value]));

  it("answers a q_token with the questions", () => {
    const answer = { qToken: "q_0123456789abcdef0123", expiresAt: "2026-11-23T10:30:00Z", version: 1, questions: QUESTIONS };
    expect(qTokenResponseSchema.parse(answer).questions).toHaveLength(8);
  });

  it("takes every question answered with one of its values", () => {
    expect(assessmentRequestSchema.parse({ qToken: "q_abc", answers })).toEqual({ qToken: "q_abc", answers });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ answers }, "qToken"],
    [{ qToken: "", answers }, "qToken"],
    [{ qToken: "q_abc" }, "answers"],
    [{ qToken: "q_abc", answers: { ...answers, goal: "get_rich" } }, "answers.goal"],
    [{ qToken: "q_abc", answers: { ...answers, shoeSize: "42" } }, "answers.shoeSize"],
    [{ qToken: "q_abc", answers: { ...answers, horizon: 3 } }, "answers.horizon"],
    [{ qToken: "q_abc", answers: { ...answers, horizon: undefined } }, "answers.horizon"],
    [{ qToken: "q_abc", answers, score: 25 }, ""],
  ])("refuses %j", (body, path) => {
    expect(firstMessage(assessmentRequestSchema.safeParse(body))?.path).toBe(path);
  });

  it("names the missing answer", () => {
    const { liquidity: _, ...rest } = answers;
    expect(firstMessage(assessmentRequestSchema.safeParse({ qToken: "q", answers: rest }))).toEqual({ path: "answers.liquidity", message: INVESTOR_MESSAGES.answerMissing });
  });

  it("answers a score and a profile", () => {
    expect(assessmentResultSchema.safeParse({ score: 12, riskProfile: "moderate", version: 1, takenAt: "2026-11-23T10:00:00Z" }).success).toBe(true);
    expect(assessmentResultSchema.safeParse({ score: 12, riskProfile: "reckless", version: 1, takenAt: "2026-11-23T10:00:00Z" }).success).toBe(false);
  });
});

describe("linked banks", () => {
  const bank = { holderName: "  Ada   Lovelace ", routingNumber: "021000021", accountNumber: "000123456789", accountType: "checking" };

  it("takes a bank with a valid routing number", () => {
    expect(bankLinkRequestSchema.parse(bank)).toEqual({ ...bank, holderName: "Ada Lovelace" });
    expect(bankLinkRequestSchema.parse({ ...bank, holderName: "Mary-Jane O'Neil Jr.", accountType: "savings" }).holderName).toBe("Mary-Jane O'Neil Jr.");
    expect(bankLinkRequestSchema.parse({ ...bank, holderName: "王小明" }).holderName).toBe("王小明");
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ ...bank, routingNumber: "021000022" }, "routingNumber", INVESTOR_MESSAGES.routingChecksum],
    [{ ...bank, routingNumber: "2100002" }, "routingNumber", INVESTOR_MESSAGES.routingFormat],
    [{ ...bank, routingNumber: 21000021 }, "routingNumber", INVESTOR_MESSAGES.routingFormat],
    [{ ...bank, accountNumber: "123" }, "accountNumber", INVESTOR_MESSAGES.accountNumberFormat],
    [{ ...bank, accountNumber: "1".repeat(18) }, "accountNumber", INVESTOR_MESSAGES.accountNumberFormat],
    [{ ...bank, accountType: "brokerage" }, "accountType", INVESTOR_MESSAGES.accountType],
    [{ ...bank, holderName: "" }, "holderName", INVESTOR_MESSAGES.required],
    [{ ...bank, holderName: "<script>" }, "holderName", INVESTOR_MESSAGES.holderName],
    [{ ...bank, holderName: undefined }, "holderName", INVESTOR_MESSAGES.required],
  ])("refuses %j", (body, path, message) => {
    expect(firstMessage(bankLinkRequestSchema.safeParse(body))).toEqual({ path, message });
  });

  it("refuses unknown fields", () => {
    expect(bankLinkRequestSchema.safeParse({ ...bank, verified: true }).success).toBe(false);
  });

  it("answers the account number masked, at most 3 banks", () => {
    const linked = { id: 1, holderName: "Ada Lovelace", routingNumber: "021000021", accountNumberMasked: "••••6789", accountType: "checking", createdAt: "2026-11-23T10:00:00Z" };
    expect(banksResponseSchema.parse({ banks: [linked], max: 3 }).banks).toHaveLength(1);
    expect(banksResponseSchema.safeParse({ banks: [{ ...linked, accountNumberMasked: "000123456789" }], max: 3 }).success).toBe(false);
    expect(banksResponseSchema.safeParse({ banks: [linked, linked, linked, linked], max: 3 }).success).toBe(false);
  });

  it("reads an id from the path", () => {
    expect(idParamSchema.parse({ id: "12" })).toEqual({ id: 12 });
    for (const bad of ["0", "-1", "1.5", "abc", "99999999999"]) expect(idParamSchema.safeParse({ id: bad }).success).toBe(false);
  });
});

describe("transfers", () => {
  const deposit = { bankId: 1, direction: "deposit", amount: "150000.00", idempotencyKey: "2f1c9a7e-8b1d-4c59-9a57-3e0b2f9d1c11" };

  it("takes an amount as a decimal string or a JSON number, to cents", () => {
    expect(transferRequestSchema.parse(deposit)).toEqual({ ...deposit, amount: 15_000_000 });
    expect(transferRequestSchema.parse({ ...deposit, amount: 150000 }).amount).toBe(15_000_000);
    expect(transferRequestSchema.parse({ ...deposit, amount: 0.29 }).amount).toBe(29);
    expect(transferRequestSchema.parse({ ...deposit, direction: "withdrawal", amount: "5,000,000.00" }).amount).toBe(500_000_000);
  });

  it.each<[Record<string, unknown>, string, string?]>([
    [{ ...deposit, amount: "5000000.01" }, "amount", "The most you can enter is $5,000,000."],
    [{ ...deposit, amount: "10.001" }, "amount", MONEY_MESSAGES.tooManyDecimals],
    [{ ...deposit, amount: 10.001 }, "amount", MONEY_MESSAGES.tooManyDecimals],
    [{ ...deposit, amount: "0.00" }, "amount", MONEY_MESSAGES.zero],
    [{ ...deposit, amount: "-10" }, "amount", MONEY_MESSAGES.negative],
    [{ ...deposit, amount: undefined }, "amount"],
    [{ ...deposit, direction: "sideways" }, "direction"],
    [{ ...deposit, bankId: "1" }, "bankId"],
    [{ ...deposit, bankId: 0 }, "bankId"],
    [{ ...deposit, idempotencyKey: "short" }, "idempotencyKey", INVESTOR_MESSAGES.idempotencyKey],
    [{ ...deposit, idempotencyKey: "has spaces in it" }, "idempotencyKey", INVESTOR_MESSAGES.idempotencyKey],
    [{ ...deposit, idempotencyKey: undefined }, "idempotencyKey", INVESTOR_MESSAGES.idempotencyKey],
    [{ ...deposit, status: "settled" }, ""],
  ])("refuses %j", (body, path, message) => {
    const refused = firstMessage(transferRequestSchema.safeParse(body));
    expect(refused?.path).toBe(path);
    if (message) expect(refused?.message).toBe(message);
  });

  it("answers amounts as decimal strings", () => {
    const transfer = { id: 5, bankId: 1, direction: "deposit", amount: "150000.00", status: "pending", createdAt: "2026-11-23T10:00:00Z", settledAt: null };
    expect(transferSchema.parse(transfer)).toEqual(transfer);
    expect(transfersResponseSchema.parse({ items: [transfer], page: 1, size: 10, total: 1 }).items).toHaveLength(1);
    for (const amount of [150000, "150000", "150000.5", "1,500.00", "-0.5"]) expect(transferSchema.safeParse({ ...transfer, amount }).success).toBe(false);
    expect(transferSchema.safeParse({ ...transfer, status: "done" }).success).toBe(false);
  });

  it("reads the history's query", () => {
    expect(transfersQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(transfersQuerySchema.parse({ page: "2", size: "20", status: "pending", direction: "withdrawal" })).toEqual({ page: 2, size: 20, status: "pending", direction: "withdrawal" });
    expect(transfersQuerySchema.safeParse({ status: "lost" }).success).toBe(false);
    expect(transfersQuerySchema.safeParse({ sort: "amount" }).success).toBe(false);
  });
});

describe("GET /api/investor/account", () => {
  it("answers the status and the cash as decimal strings", () => {
    const answer = {
      opened: true,
      status: "approved",
      cash: { settled: "150000.00", pending: "0.00", held: "2500.00", available: "147500.00" },
      holdings: "0.00",
      totalAssets: "150000.00",
      memberLevel: 4,
      membership: "Gold",
      next: { level: 5, label: "Platinum", assetsNeeded: "100000.00" },
    };
    expect(accountResponseSchema.parse(answer)).toEqual(answer);
    expect(accountResponseSchema.safeParse({ ...answer, cash: 150000 }).success).toBe(false);
    expect(accountResponseSchema.safeParse({ ...answer, status: "open" }).success).toBe(false);
    expect(accountResponseSchema.parse({ ...answer, opened: false, status: "none", totalAssets: null }).totalAssets).toBeNull();
  });
});
