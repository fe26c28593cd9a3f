// Categorisation rules: a description that contains, or starts with, some text goes to a category.

export const RULE_MATCHES = ["contains", "starts_with"] as const;
export type RuleMatch = (typeof RULE_MATCHES)[number];
export const RULE_MATCH_LABELS: Readonly<Record<RuleMatch, string>> = { contains: "contains", starts_with: "starts with" };

export type CategoryRule = { id: number; match: RuleMatch; pattern: string; categoryId: number };

const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");

/** Whether `rule` matches `description`, case and repeated spaces aside. */
export function ruleMatches(rule: Pick<CategoryRule, "match" | "pattern">, description: string): boolean {
  const pattern = fold(rule.pattern);
  if (pattern === "") return false;
  const text = fold(description);
  return rule.match === "contains" ? text.includes(pattern) : text.startsWith(pattern);
}

/**
 * The category of the first rule that matches, rules taken in order (the API orders them oldest
 * first, so a rule added later never overrides an earlier one), or null when none does.
 */
export function categorise(rules: readonly CategoryRule[], description: string): number | null {
  for (const rule of rules) if (ruleMatches(rule, description)) return rule.categoryId;
  return null;
}
