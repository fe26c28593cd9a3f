import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueMessage } from "./issue-message";

const firstMessage = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a refusal");
  return issueMessage(result.error.issues[0]!);
};

describe("issueMessage", () => {
  it("names the choices of a list instead of repeating the value refused", () => {
    const message = firstMessage(z.enum(["expense", "income"]), "𝔘".repeat(5_000));
    expect(message).toBe("must be one of expense, income");
  });

  it("keeps a schema's own words", () => {
    expect(firstMessage(z.enum(["a", "b"], { errorMap: () => ({ message: "Choose a or b." }) }), "c")).toBe("Choose a or b.");
    expect(firstMessage(z.string().max(3, "too long"), "abcd")).toBe("too long");
  });
});
