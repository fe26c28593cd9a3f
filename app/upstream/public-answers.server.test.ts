import { describe, expect, it } from "vitest";
import { keepableSeconds, PublicAnswers, publicAnswerKey } from "./public-answers.server";

const answer = (text = '{"success":true,"data":1}', status = 200) => ({ status, text });
const PUBLIC = { cacheControl: "public, max-age=5", vary: null };

function store(maxEntries = 3) {
  let now = 1_000_000;
  const answers = new PublicAnswers({ maxEntries, maxAnswerLength: 100, capSeconds: 60, now: () => now });
  return { answers, advance: (ms: number) => (now += ms) };
}

describe("whether an answer may be kept for everyone", () => {
  it("is for the answer's max-age when the API marks it public", () => {
    expect(keepableSeconds(PUBLIC, 60)).toBe(5);
    expect(keepableSeconds({ cacheControl: "max-age=30, Public", vary: null }, 60)).toBe(30);
  });

  it("is never past the cap, whatever the API says", () => {
    expect(keepableSeconds({ cacheControl: "public, max-age=86400", vary: null }, 60)).toBe(60);
  });

  it("is not for an answer that is not public, forbids keeping, or has no positive whole max-age", () => {
    for (const cacheControl of [
      null,
      "",
      "max-age=5",
      "public",
      "public, max-age=0",
      "public, max-age=-5",
      "public, max-age=2.5",
      "public, max-age=soon",
      "public, max-age=5, no-store",
      "public, max-age=5, private",
      "public, max-age=5, no-cache",
      'public, max-age=5, no-cache="Set-Cookie"',
      "private, no-cache",
    ]) {
      expect(keepableSeconds({ cacheControl, vary: null }, 60), String(cacheControl)).toBeNull();
    }
  });

  it("allows a Vary only on the caller's time zone, which every key holds", () => {
    expect(keepableSeconds({ ...PUBLIC, vary: "Time-Zone" }, 60)).toBe(5);
    expect(keepableSeconds({ ...PUBLIC, vary: "time-zone, " }, 60)).toBe(5);
    expect(keepableSeconds({ ...PUBLIC, vary: "Authorization" }, 60)).toBeNull();
    expect(keepableSeconds({ ...PUBLIC, vary: "Time-Zone, Cookie" }, 60)).toBeNull();
    expect(keepableSeconds({ ...PUBLIC, vary: "*" }, 60)).toBeNull();
  });
});

describe("the key of a call", () => {
  it("holds the path, the query as given, and the time zone", () => {
    expect(publicAnswerKey("/api/news/list", { page: 1, size: 10, category: undefined }, "UTC")).toBe("/api/news/list?page=1&size=10\nUTC");
    expect(publicAnswerKey("/api/dailybread/fetchDailyBread", undefined, "Asia/Tokyo")).toBe("/api/dailybread/fetchDailyBread\nAsia/Tokyo");
    expect(publicAnswerKey("/api/news/list", { q: "a&b=c" }, "UTC")).toBe("/api/news/list?q=a%26b%3Dc\nUTC");
  });

  it("differs for another page, category or time zone", () => {
    const keys = new Set([
      publicAnswerKey("/api/news/list", { page: 1 }, "UTC"),
      publicAnswerKey("/api/news/list", { page: 2 }, "UTC"),
      publicAnswerKey("/api/news/list", { page: 1, category: "tax" }, "UTC"),
      publicAnswerKey("/api/news/list", { page: 1 }, "Europe/Paris"),
      publicAnswerKey("/api/whats-new/list", { page: 1 }, "UTC"),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe("the kept answers", () => {
  it("give an answer back until its max-age has run out, then forget it", () => {
    const { answers, advance } = store();
    answers.keep("a", answer(), PUBLIC);
    expect(answers.find("a")).toMatchObject(answer());
    advance(4_999);
    expect(answers.find("a")).toMatchObject(answer());
    advance(1);
    expect(answers.find("a")).toBeNull();
    expect(answers.size).toBe(0);
  });

  it("do not keep a failure, an answer too long, or one the API did not mark", () => {
    const { answers } = store();
    answers.keep("failed", answer('{"success":false}', 404), PUBLIC);
    answers.keep("error", answer('{"success":false}', 500), PUBLIC);
    answers.keep("long", answer("x".repeat(101)), PUBLIC);
    answers.keep("unmarked", answer(), { cacheControl: null, vary: null });
    answers.keep("personal", answer(), { cacheControl: "public, max-age=5", vary: "Authorization" });
    expect(answers.size).toBe(0);
  });

  it("hold at most their number, the oldest kept going first", () => {
    const { answers } = store(3);
    for (const key of ["a", "b", "c"]) answers.keep(key, answer(key), PUBLIC);
    answers.keep("b", answer("b again"), PUBLIC); // kept again: now the newest
    answers.keep("d", answer("d"), PUBLIC);
    expect(answers.find("a")).toBeNull();
    expect(answers.find("b")?.text).toBe("b again");
    expect(answers.find("c")?.text).toBe("c");
    expect(answers.find("d")?.text).toBe("d");
    expect(answers.size).toBe(3);
  });

  it("are all forgotten at once by clear (the content seeded again)", () => {
    const { answers } = store();
    answers.keep("a", answer(), PUBLIC);
    answers.keep("b", answer(), PUBLIC);
    answers.clear();
    expect(answers.find("a")).toBeNull();
    expect(answers.size).toBe(0);
  });
});
