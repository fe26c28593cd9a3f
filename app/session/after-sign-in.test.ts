import { describe, expect, it } from "vitest";
import { destinationAfterSignIn, pageWithoutDialog, withDialog } from "./after-sign-in";

describe("after sign-in (requirements §4)", () => {
  it("runs a stored callback first, then the stored target", () => {
    expect(destinationAfterSignIn({ callback: "/myworld/service/investments", returnTo: "/myworld/profile" }, "/news")).toBe(
      "/myworld/service/investments",
    );
    expect(destinationAfterSignIn({ returnTo: "/myworld/profile/security" }, "/news")).toBe("/myworld/profile/security");
  });
  it("goes to /myworld from the home page or the marketing area, else back to the same page", () => {
    expect(destinationAfterSignIn({}, "/")).toBe("/myworld");
    expect(destinationAfterSignIn({}, "/enplusworld/pricing?type=taxes")).toBe("/myworld");
    expect(destinationAfterSignIn({}, "/news/some-story")).toBe("/news/some-story");
  });
  it("never leaves the site", () => {
    expect(destinationAfterSignIn({ returnTo: "//evil.example" }, "/news")).toBe("/myworld");
    expect(destinationAfterSignIn({}, "https://evil.example/")).toBe("/myworld");
  });
  it("opens and closes dialogs on the same page, keeping its query", () => {
    expect(withDialog("/enplusworld/pricing?type=taxes", "sign-in")).toBe("/enplusworld/pricing?type=taxes&auth=sign-in");
    expect(withDialog("/news?auth=sign-up", null)).toBe("/news");
    expect(pageWithoutDialog(new URL("http://x/news?page=2&auth=sign-in"))).toBe("/news?page=2");
  });
});
