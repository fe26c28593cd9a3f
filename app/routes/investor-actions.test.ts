import { testUserInfo } from "../../tests/support/user-info";
import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { signedInCookie, stubApi, testLoadContext, type StubAnswer } from "../../tests/support/load-context";
import { action as fundingAction, loader as fundingLoader } from "./myworld.service.investments.funding/route";
import { action as openAccountAction, loader as openAccountLoader } from "./myworld.service.investments.open-account/route";

// The investor pages' actions against a stub API: what they send, where they go next, and what a
// refused or failed post leaves for the page (post/redirect/get).

const SECRET = "investor-actions-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
const NOW = "2026-01-02T03:04:05.000Z";

const application = (status: string, reasons: Record<string, string> = {}) => ({
  status,
  application: {
    firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssnMasked: "•••-••-6789", citizenship: "US", address: "", cityCode: "", stateCode: "",
    zipCode: "", countryCode: "", employmentStatus: "", industry: "", annualIncome: "", netWorth: "", signature: "", agreementsAccepted: false,
  },
  reasons,
  assessmentDone: false,
  submittedAt: null,
  reviewedAt: null,
});

async function post(path: string, form: Record<string, string>, answers: Record<string, StubAnswer>) {
  const cookie = await signedInCookie(storage);
  const { send, calls } = stubApi(answers, testUserInfo());
  const context = testLoadContext(send, SECRET);
  const request = new Request(`http://web${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
  const response = (await (path.includes("funding") ? fundingAction : openAccountAction)({ request, context, params: {} })) as Response;
  const flashed = await storage.getSession(response.headers.get("Set-Cookie"));
  return { response, calls, location: response.headers.get("Location"), feedback: flashed.get("formFeedback"), notices: flashed.get("notices") };
}

describe("the application's steps", () => {
  it("saves a step's fields, keeps a blank SSN, and opens the next step", async () => {
    const { location, calls } = await post(
      "/myworld/service/investments/open-account?step=personal",
      { intent: "save", step: "personal", firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssn: "", citizenship: "US", netWorth: "not-this-step" },
      { "POST /api/investor/account/application": { body: application("draft") } },
    );
    expect(location).toBe("/myworld/service/investments/open-account?step=address");
    expect(calls).toEqual([{ method: "POST", path: "/api/investor/account/application", body: { firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", citizenship: "US" } }]);
  });

  it("refuses a malformed field before sending, and never echoes the SSN", async () => {
    const { location, calls, feedback } = await post(
      "/myworld/service/investments/open-account",
      { intent: "save", step: "personal", firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssn: "123-45-678", citizenship: "US" },
      {},
    );
    expect(location).toBe("/myworld/service/investments/open-account?step=personal");
    expect(calls).toEqual([]);
    expect(Object.keys(feedback!.fieldErrors)).toEqual(["ssn"]);
    expect(feedback!.values).not.toHaveProperty("ssn");
    expect(JSON.stringify(feedback)).not.toContain("123-45-678");
  });

  it("puts the API's refusal on the field it names", async () => {
    const { feedback } = await post(
      "/myworld/service/investments/open-account",
      { intent: "save", step: "finances", annualIncome: "under_25k", netWorth: "over_1m" },
      { "POST /api/investor/account/application": { status: 400, body: { message: "netWorth: Choose one of the ranges", errorCode: "ValidationError" } } },
    );
    expect(feedback!.fieldErrors).toEqual({ netWorth: "Choose one of the ranges" });
  });

  it("answers an unknown step or intent with nothing to submit", async () => {
    for (const form of [{ intent: "save", step: "review" }, { intent: "save", step: "nope" }, { intent: "other" }] as Array<Record<string, string>>) {
      await expect(post("/myworld/service/investments/open-account", form, {})).rejects.toMatchObject({ init: { status: 400 } });
    }
  });

  it("submits: approved opens the account with its notice, rejected goes to the review with the reasons", async () => {
    const approved = await post("/myworld/service/investments/open-account", { intent: "submit" }, { "POST /api/investor/account/application/submit": { body: application("approved") } });
    expect(approved.location).toBe("/myworld/service/investments/open-account");
    expect(approved.notices?.[0]?.message).toBe("Your investor account is open. Welcome to Bronze.");
    const rejected = await post("/myworld/service/investments/open-account", { intent: "submit" }, {
      "POST /api/investor/account/application/submit": { body: application("rejected", { dateOfBirth: "You must be 18 or older to open an investor account" }) },
    });
    expect(rejected.location).toBe("/myworld/service/investments/open-account?step=review");
    expect(rejected.notices?.[0]?.type).toBe("error");
  });

  it("fails loudly on an answer of another shape", async () => {
    await expect(
      post("/myworld/service/investments/open-account", { intent: "submit" }, { "POST /api/investor/account/application/submit": { body: { opened: true } } }),
    ).rejects.toThrow(/another shape/);
  });
});

describe("funding", () => {
  const transfer = { intent: "transfer", bankId: "4", direction: "deposit", amount: "150,000", idempotencyKey: "key-0123456789" };

  it("sends the amount as a decimal string with the form's idempotency key", async () => {
    const { calls, location, notices } = await post("/myworld/service/investments/funding", transfer, {
      "POST /api/investor/transfers": { body: { id: 9, bankId: 4, direction: "deposit", amount: "150000.00", status: "pending", createdAt: NOW, settledAt: null } },
    });
    expect(location).toBe("/myworld/service/investments/funding");
    expect(calls[0]!.body).toEqual({ bankId: 4, direction: "deposit", amount: "150000.00", idempotencyKey: "key-0123456789" });
    expect(notices?.[0]?.type).toBe("success");
  });

  it("keeps the key after a failed answer (a retry books once) and drops it after a refusal", async () => {
    const failed = await post("/myworld/service/investments/funding", transfer, { "POST /api/investor/transfers": { status: 503, body: { message: "down" } } });
    expect(failed.feedback!.values.idempotencyKey).toBe("key-0123456789");
    const refused = await post("/myworld/service/investments/funding", { ...transfer, direction: "withdrawal" }, {
      "POST /api/investor/transfers": { status: 400, body: { message: "amount: You can withdraw at most $0.00", errorCode: "InsufficientFunds" } },
    });
    expect(refused.feedback!.fieldErrors).toEqual({ amount: "You can withdraw at most $0.00" });
    expect(refused.feedback!.values).not.toHaveProperty("idempotencyKey");
  });

  it("refuses an amount with more than 2 decimals before sending", async () => {
    const { calls, feedback } = await post("/myworld/service/investments/funding", { ...transfer, amount: "1.001" }, {});
    expect(calls).toEqual([]);
    expect(Object.keys(feedback!.fieldErrors)).toEqual(["amount"]);
  });

  it("links a bank without echoing the account number", async () => {
    const { calls, feedback } = await post("/myworld/service/investments/funding", { intent: "link-bank", holderName: "Ada", routingNumber: "011000016", accountNumber: "123456789", accountType: "checking" }, {});
    expect(calls).toEqual([]);
    expect(Object.keys(feedback!.fieldErrors)).toEqual(["routingNumber"]);
    expect(feedback!.values).not.toHaveProperty("accountNumber");
  });
});

describe("the pages' loaders", () => {
  async function load(path: string, answers: Record<string, unknown>) {
    const cookie = await signedInCookie(storage);
    const calls: string[] = [];
    const context = testLoadContext((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === "/api/user/info") return Response.json({ success: true, data: testUserInfo({ memberLevel: 2, membership: "Bronze" }) });
      calls.push(pathname);
      return pathname in answers ? Response.json({ success: true, data: answers[pathname] }) : Response.json({ success: false }, { status: 404 });
    }, SECRET);
    const request = new Request(`http://web${path}`, { headers: { Cookie: cookie } });
    const loader = path.includes("funding") ? fundingLoader : openAccountLoader;
    return { data: (await loader({ request, context, params: {} })) as Record<string, unknown>, calls };
  }
  const account = (opened: boolean, pending = "0.00") => ({
    opened, status: opened ? "approved" : "none", cash: { settled: "0.00", pending, held: "0.00", available: "0.00" }, holdings: "0.00",
    totalAssets: opened ? "0.00" : null, memberLevel: opened ? 2 : 1, membership: opened ? "Bronze" : "Passengers", next: null,
  });

  it("funding without an account asks for nothing more and offers to open one", async () => {
    const { data, calls } = await load("/myworld/service/investments/funding", { "/api/investor/account": account(false) });
    expect(data.opened).toBe(false);
    expect(calls).toEqual(["/api/investor/account"]);
  });

  it("funding with a pending transfer looks again, with a fresh idempotency key each time", async () => {
    const answers = {
      "/api/investor/account": account(true, "25.00"),
      "/api/investor/banks": { banks: [], max: 3 },
      "/api/investor/transfers": { items: [{ id: 1, bankId: 2, direction: "deposit", amount: "25.00", status: "pending", createdAt: NOW, settledAt: null }], page: 1, size: 10, total: 1 },
    };
    const first = await load("/myworld/service/investments/funding", answers);
    const second = await load("/myworld/service/investments/funding", answers);
    expect(first.data.pending).toBe(true);
    expect(first.data.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(first.data.idempotencyKey).not.toBe(second.data.idempotencyKey);
  });

  it("the application resumes where answers are missing unless a step is named", async () => {
    const lists = { "/api/geo/countries": [], "/api/geo/states": [], "/api/common/industries": [], "/api/common/avatars": [] };
    const saved = { "/api/investor/account/application": application("draft"), ...lists };
    expect((await load("/myworld/service/investments/open-account", saved)).data.step).toBe("address");
    expect((await load("/myworld/service/investments/open-account?step=finances", saved)).data.step).toBe("finances");
  });
});
