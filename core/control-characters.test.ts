import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters";

describe("control characters", () => {
  it("are NUL, the other C0 controls and DEL, but not tab, line feed or carriage return", () => {
    for (const c of ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u000e", "\u001f", "\u007f"]) expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const text of ["a\tb", "a\nb", "a\r\nb", "Zoë's café — 100 €", ""]) expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
  });

  it("are dropped, every one, from text read from a file", () => {
    expect(withoutControlCharacters("\u0000Rent\u0000 March\u007f\t1\n")).toBe("Rent March\t1\n");
    // The pattern keeps no state between calls (a global pattern's lastIndex would).
    expect(hasControlCharacters("x\u0000")).toBe(true);
    expect(hasControlCharacters("x\u0000")).toBe(true);
  });
});
