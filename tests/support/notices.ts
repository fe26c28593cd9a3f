import { expect, type Page } from "@playwright/test";

/**
 * A feedback message (requirements §2, §9) as a member meets it, with or without JavaScript: in a live
 * region of its kind (status for success, alert for error), shown exactly once (the server's
 * copy and the toast never both).
 */
export async function expectNotice(page: Page, message: string, type: "success" | "error" = "success") {
  const region = page.getByRole(type === "success" ? "status" : "alert").filter({ hasText: message });
  await expect(region).toHaveCount(1);
  await expect(region).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}
