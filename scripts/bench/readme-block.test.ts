import { describe, expect, it } from "vitest";
import { replaceBlock } from "./readme-block";

describe("README blocks rewritten by bench and audit", () => {
  const readme = "# Title\n\n<!-- bench:start -->\nold figures\n<!-- bench:end -->\n\nAfter.\n";

  it("replaces only the text between the markers, as often as it runs", () => {
    const once = replaceBlock(readme, "bench", "new figures\n");
    expect(once).toBe("# Title\n\n<!-- bench:start -->\nnew figures\n<!-- bench:end -->\n\nAfter.\n");
    expect(replaceBlock(once, "bench", "new figures")).toBe(once);
  });

  it("refuses a file without the block", () => {
    expect(() => replaceBlock(readme, "audit", "x")).toThrow(/audit:start/);
  });
});
