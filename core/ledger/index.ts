// The double-entry ledger's pure rules (docs/decisions/009-ledger.md).
export * from "./accounts";
export * from "./entry";
export * from "./transfers";
export * from "./trades";
