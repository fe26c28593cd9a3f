import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions/022: one value imported from Mantine's index (or from @mantine/notifications,
// which imports it) puts every Mantine component any page uses back into every page's first load.
const APP = path.dirname(new URL(import.meta.url).pathname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `import { A, type B } from "@mantine/core"` with at least one value binding. */
const VALUE_IMPORT_FROM_INDEX = /^import\s+(?!type\b)[^;]*?from\s+"@mantine\/(core|notifications)"/gm;

describe("Mantine imports", () => {
  it("take values from each component's own file, only types from @mantine/core", () => {
    const offenders = sources(APP).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(VALUE_IMPORT_FROM_INDEX)]
        .filter((match) => !/^import\s*\{\s*(type\s+\w+\s*,?\s*)+\}/.test(match[0]))
        .map((match) => `${path.relative(APP, file)}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the check itself catches a value import and lets a type import through", () => {
    const sample = 'import { Button } from "@mantine/core";\nimport type { ButtonProps } from "@mantine/core";\nimport { type MantineTheme } from "@mantine/core";';
    const found = [...sample.matchAll(VALUE_IMPORT_FROM_INDEX)].filter((match) => !/^import\s*\{\s*(type\s+\w+\s*,?\s*)+\}/.test(match[0]));
    expect(found.map((match) => match[0])).toEqual(['import { Button } from "@mantine/core"']);
  });
});
