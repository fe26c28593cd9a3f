// The categories every member starts with, in groups; members add, rename and remove their own.

export const CATEGORY_KINDS = ["expense", "income"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export type DefaultCategory = { group: string; name: string; kind: CategoryKind };

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { group: "Housing", name: "Rent or mortgage", kind: "expense" },
  { group: "Housing", name: "Home maintenance", kind: "expense" },
  { group: "Food", name: "Groceries", kind: "expense" },
  { group: "Food", name: "Restaurants", kind: "expense" },
  { group: "Transport", name: "Fuel", kind: "expense" },
  { group: "Transport", name: "Public transport", kind: "expense" },
  { group: "Utilities", name: "Electricity and gas", kind: "expense" },
  { group: "Utilities", name: "Phone and internet", kind: "expense" },
  { group: "Health", name: "Health care", kind: "expense" },
  { group: "Entertainment", name: "Entertainment", kind: "expense" },
  { group: "Entertainment", name: "Subscriptions", kind: "expense" },
  { group: "Shopping", name: "Shopping", kind: "expense" },
  { group: "Income", name: "Salary", kind: "income" },
  { group: "Income", name: "Other income", kind: "income" },
  { group: "Other", name: "Other", kind: "expense" },
];

/** The category new rows go to when nothing else says: "Other". */
export const FALLBACK_CATEGORY = "Other";
