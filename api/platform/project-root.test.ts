import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findProjectRoot, PROJECT_ROOT, projectPath } from "./project-root";

describe("project root", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "enplus-root-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is the folder holding the project's package.json, with the folders read at run time", () => {
    expect(existsSync(path.join(PROJECT_ROOT, "package.json"))).toBe(true);
    expect(existsSync(projectPath("api", "db", "migrations"))).toBe(true);
    expect(existsSync(projectPath("content", "news"))).toBe(true);
  });

  it("is found the same from a compiled file's folder (build/) as from the sources", () => {
    writeFileSync(path.join(scratch, "package.json"), "{}");
    mkdirSync(path.join(scratch, "build"));
    mkdirSync(path.join(scratch, "api", "platform"), { recursive: true });
    expect(findProjectRoot(path.join(scratch, "build"))).toBe(scratch);
    expect(findProjectRoot(path.join(scratch, "api", "platform"))).toBe(scratch);
    expect(findProjectRoot(scratch)).toBe(scratch);
  });

});
