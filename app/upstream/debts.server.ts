import { addDebtContract, debtsContract, removeDebtContract, updateDebtContract } from "#core/contracts/debts";
import type { z } from "zod";
import type { debtInputSchema } from "#core/contracts/debts";
import type { Upstream } from "./client.server";
import { orLockedView } from "./failure.server";

// The debts page's calls, through their contracts in core/contracts/debts.ts.

type DebtBody = z.input<typeof debtInputSchema>;

/** The page's figures with the plans at `extra` a month (a decimal string, or the API's default), or the Silver gate's words. */
export const loadDebts = (upstream: Upstream, extra: string | null) =>
  orLockedView(upstream.callContract(debtsContract, extra === null ? {} : { query: { extra } }).then((envelope) => envelope.data));

export const addDebt = (upstream: Upstream, body: DebtBody) => upstream.callContract(addDebtContract, { body });
export const updateDebt = (upstream: Upstream, id: number, body: DebtBody) => upstream.callContract(updateDebtContract, { params: { id }, body });
export const removeDebt = (upstream: Upstream, id: number) => upstream.callContract(removeDebtContract, { params: { id } });
