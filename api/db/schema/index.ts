// Every table, one file per domain (docs/architecture.md §10). Drizzle reads this index: connection.ts
// for the typed queries, drizzle.config.ts for the migrations, which stay one committed SQL sequence.
export * from "./platform";
export * from "./content";
export * from "./accounts";
export * from "./investor";
export * from "./notifications";
export * from "./jobs";
export * from "./contact";
export * from "./tax";
export * from "./investment";
export * from "./assistant";
export * from "./budgeting";
export * from "./portfolio";
export * from "./data-versions";
export * from "./legal";
export * from "./estate";
export * from "./debts";
