import { describe, expect, it } from "vitest";
import type { Database } from "../../db/connection";
import { KEEP_CONTENT_MS, keptContentRead } from "./kept-reads";
import { contentReseeded } from "./reseeds";

// The keeping rules on their own: a database handle is only the key of what is kept, so a plain
// object stands for one, and each read counts how often it ran.
const handle = () => ({}) as Database;

describe("keptContentRead", () => {
  it("reads once within a minute, again after it, and again after this process seeds", async () => {
    const db = handle();
    let reads = 0;
    const read = async () => ++reads;
    const t0 = 1_000_000;
    expect(await keptContentRead(db, "list:news", read, t0)).toBe(1);
    expect(await keptContentRead(db, "list:news", read, t0 + KEEP_CONTENT_MS - 1)).toBe(1);
    expect(await keptContentRead(db, "list:news", read, t0 + KEEP_CONTENT_MS)).toBe(2);
    contentReseeded();
    expect(await keptContentRead(db, "list:news", read, t0 + KEEP_CONTENT_MS + 1)).toBe(3);
    // Another key, another database: each its own read.
    expect(await keptContentRead(db, "categories:news", read, t0 + KEEP_CONTENT_MS + 1)).toBe(4);
    expect(await keptContentRead(handle(), "list:news", read, t0 + KEEP_CONTENT_MS + 1)).toBe(5);
  });

  it("does not keep a failed read", async () => {
    const db = handle();
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error("database unavailable");
    };
    await expect(keptContentRead(db, "detail:news:x", failing, 0)).rejects.toThrow("database unavailable");
    expect(await keptContentRead(db, "detail:news:x", async () => "read again", 1)).toBe("read again");
    expect(reads).toBe(1);
  });

  it("keeps at most 500 answers, dropping the oldest first", async () => {
    const db = handle();
    for (let i = 0; i < 501; i++) await keptContentRead(db, `detail:news:${i}`, async () => i, 0);
    // The first was dropped for the 501st; the second is still kept.
    expect(await keptContentRead(db, "detail:news:0", async () => "read again", 1)).toBe("read again");
    expect(await keptContentRead(db, "detail:news:2", async () => "read again", 1)).toBe(2);
  });
});
