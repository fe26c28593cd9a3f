import { analysisContract, portfolioContract, portfolioSummaryContract, rebalanceContract, settingsSaveContract, targetContract, targetSaveContract } from "#core/contracts/portfolio";
import type { CostBasisMethod } from "#core/portfolio";
import type { AssetClass, PriceRange } from "#core/trading";
import type { Upstream } from "./client.server";

// The portfolio's calls (issue "Portfolio"), one per contract in core/contracts/portfolio.ts; every
// answer is parsed with the contract's response schema.

const dataOf = async <T>(pending: Promise<{ data: T }>): Promise<T> => (await pending).data;

export const getPortfolio = (upstream: Upstream, range: PriceRange) => dataOf(upstream.callContract(portfolioContract, { query: { range } }));
export const getPortfolioSummary = (upstream: Upstream) => dataOf(upstream.callContract(portfolioSummaryContract));
export const saveCostBasisMethod = (upstream: Upstream, costBasisMethod: CostBasisMethod) => dataOf(upstream.callContract(settingsSaveContract, { body: { costBasisMethod } }));
export const getTarget = (upstream: Upstream) => dataOf(upstream.callContract(targetContract));
export const saveTarget = (upstream: Upstream, allocation: Partial<Record<AssetClass, number>>) => dataOf(upstream.callContract(targetSaveContract, { body: { allocation } }));
export const resetTarget = (upstream: Upstream) => dataOf(upstream.callContract(targetSaveContract, { body: { reset: true } }));
export const rebalance = (upstream: Upstream, allowSells: boolean) => dataOf(upstream.callContract(rebalanceContract, { body: { allowSells } }));
export const getAnalysis = (upstream: Upstream) => dataOf(upstream.callContract(analysisContract));
