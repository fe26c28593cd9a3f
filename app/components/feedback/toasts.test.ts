import { describe, expect, it } from "vitest";
import { currentToasts, toasts } from "./toasts";

describe("toasts queue", () => {
  it("shows in order, replaces a toast of the same id, hides by id", () => {
    toasts.show({ id: "a", message: "first" });
    toasts.show({ id: "b", message: "second" });
    expect(currentToasts().map((t) => t.id)).toEqual(["a", "b"]);
    toasts.show({ id: "a", message: "first again" });
    expect(currentToasts().map((t) => `${t.id}:${String(t.message)}`)).toEqual(["b:second", "a:first again"]);
    toasts.hide("b");
    expect(currentToasts().map((t) => t.id)).toEqual(["a"]);
    const before = currentToasts();
    toasts.hide("missing");
    expect(currentToasts()).toBe(before); // nothing published for an unknown id
    toasts.hide("a");
    expect(currentToasts()).toEqual([]);
  });
});
