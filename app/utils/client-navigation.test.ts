import { describe, expect, it } from "vitest";
import { inPageDestination, isWithin, type LinkClick } from "./client-navigation";

const click = (over: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: "",
  download: false,
  href: "https://enplus.example/news?page=2#top",
  here: "https://enplus.example/myworld",
  ...over,
});

describe("inPageDestination", () => {
  it("navigates in the page to the link's path, query and hash on a plain main-button click", () => {
    expect(inPageDestination(click())).toBe("/news?page=2#top");
    expect(inPageDestination(click({ target: "_self", href: "https://enplus.example/" }))).toBe("/");
  });
  it("leaves to the browser a click with a modifier key or another button (a new tab or window)", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) expect(inPageDestination(click({ [key]: true })), key).toBeNull();
    expect(inPageDestination(click({ button: 1 }))).toBeNull();
  });
  it("leaves to the browser another target, a download, another origin and a click already handled", () => {
    expect(inPageDestination(click({ target: "_blank" }))).toBeNull();
    expect(inPageDestination(click({ download: true }))).toBeNull();
    expect(inPageDestination(click({ href: "https://elsewhere.example/news" }))).toBeNull();
    expect(inPageDestination(click({ href: "http://enplus.example/news" }))).toBeNull();
    expect(inPageDestination(click({ defaultPrevented: true }))).toBeNull();
  });
});

describe("isWithin", () => {
  it("is the page itself or a section the page is in, letter case aside", () => {
    expect(isWithin("/news", "/news")).toBe(true);
    expect(isWithin("/news/12", "/news")).toBe(true);
    expect(isWithin("/News/12", "/news")).toBe(true);
    expect(isWithin("/enplusworld/services/tax", "/enplusworld/services/tax")).toBe(true);
    expect(isWithin("/news", "/news?page=2")).toBe(true);
  });
  it("is not a page whose path only begins with the same letters, nor a page above", () => {
    expect(isWithin("/newsletter", "/news")).toBe(false);
    expect(isWithin("/enplusworld/services/tax", "/enplusworld/services/taxes")).toBe(false);
    expect(isWithin("/news", "/news/12")).toBe(false);
    expect(isWithin("/myworld", "/")).toBe(false);
  });
  it("takes the root as itself only", () => {
    expect(isWithin("/", "/")).toBe(true);
  });
});
