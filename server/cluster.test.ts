import { describe, expect, it } from "vitest";
import { respawnDelay, serverProcesses } from "./cluster";

describe("server processes (WEB_CONCURRENCY, docs/decisions/024)", () => {
  const postgres = "postgres://u:p@db:5432/enplus";

  it("runs as many processes as asked on PostgreSQL or against a remote API", () => {
    expect(serverProcesses({ WEB_CONCURRENCY: 4, DATABASE_URL: postgres, UPSTREAM_API_URL: undefined })).toEqual({ processes: 4, warning: null });
    expect(serverProcesses({ WEB_CONCURRENCY: 2, DATABASE_URL: undefined, UPSTREAM_API_URL: "http://api:3001" })).toEqual({ processes: 2, warning: null });
  });

  it("stays one process on PGlite, saying why when more were asked", () => {
    expect(serverProcesses({ WEB_CONCURRENCY: 1, DATABASE_URL: undefined, UPSTREAM_API_URL: undefined })).toEqual({ processes: 1, warning: null });
    expect(serverProcesses({ WEB_CONCURRENCY: 3, DATABASE_URL: undefined, UPSTREAM_API_URL: undefined })).toEqual({
      processes: 1,
      warning:
        "WEB_CONCURRENCY=3 ignored: PGlite is a database inside this process and has one owner, so the server runs as one process (set DATABASE_URL to run several)",
    });
  });

  it("waits 1 s before replacing a worker, doubling for each one in a row that died young, up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(respawnDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
