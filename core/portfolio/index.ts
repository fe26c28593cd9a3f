// The portfolio's pure rules (issue "Portfolio"): lot closing by method, realized gains by term,
// holdings and allocation, the value series and returns, target allocation and rebalancing.
export * from "./lots";
export * from "./gains";
export * from "./holdings";
export * from "./returns";
export * from "./targets";
