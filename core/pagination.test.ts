import { describe, expect, it } from "vitest";
import { totalFromPage } from "./pagination";

describe("totalFromPage", () => {
  it("reads the total off a last page that is not full", () => {
    // 3 rows on page 1 of size 10: 3 in all; 4 rows on page 3 of size 10: 20 before them + 4.
    expect(totalFromPage({ page: 1, size: 10 }, 3)).toBe(3);
    expect(totalFromPage({ page: 3, size: 10 }, 4)).toBe(24);
    expect(totalFromPage({ page: 2, size: 50 }, 49)).toBe(99);
  });

  it("knows an empty first page is an empty list", () => {
    expect(totalFromPage({ page: 1, size: 10 }, 0)).toBe(0);
  });

  it("asks for a count when the page cannot tell", () => {
    // A full page may be followed by more; an empty page 4 says nothing of pages 1 to 3.
    expect(totalFromPage({ page: 1, size: 10 }, 10)).toBeUndefined();
    expect(totalFromPage({ page: 2, size: 1 }, 1)).toBeUndefined();
    expect(totalFromPage({ page: 4, size: 10 }, 0)).toBeUndefined();
  });
});
