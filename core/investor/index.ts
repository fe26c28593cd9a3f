// The investor account's pure rules (issue "Investor accounts for real"): identity, bank links,
// the application's review and the risk assessment.
export * from "./age";
export * from "./application";
export * from "./assessment";
export * from "./bank";
export * from "./ssn";
