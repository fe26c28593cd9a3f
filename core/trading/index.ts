// Trading's pure rules (issue "Trading"): the catalogue, daily closes, orders' arithmetic,
// suitability and tax lots.
export * from "./catalogue";
export * from "./lots";
export * from "./orders";
export * from "./prices";
export * from "./suitability";
export * from "./price-import";
