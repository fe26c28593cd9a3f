import { data } from "@remix-run/node";
import type { Endpoint, ParsedResponse } from "#core/contracts/endpoint";
import { fieldProblems } from "~/utils/calculators";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";
import { orErrorPage } from "./failure.server";

// The planning calculators' calls (issue "Planning and budgeting" §1), through their contracts in
// core/contracts/planning.ts. A refused input is the page's field messages, the Bronze gate is the
// locked view; any other failure is the error page.

export type CalculatorAnswer<E extends Endpoint, K extends string> =
  | { kind: "result"; result: ParsedResponse<E> }
  | { kind: "refused"; fieldErrors: Partial<Record<K, string>>; formError: string | null }
  | { kind: "locked"; message: string };

export async function runCalculator<E extends Endpoint, K extends string>(
  upstream: Upstream,
  contract: E,
  keys: readonly K[],
  query: Record<string, string | number | undefined>,
): Promise<CalculatorAnswer<E, K>> {
  const answer = await orErrorPage(
    upstream
      .callContract(contract, { query } as never)
      .then((envelope) => ({ kind: "result" as const, result: envelope.data as ParsedResponse<E> }))
      .catch((error: unknown) => {
        if (!(error instanceof UpstreamError) || error.kind !== "http") throw error;
        // Below Bronze (requirements §6): the server's words name the tier that unlocks it.
        if (error.status === 403 && error.errorCode === "TierRequired") return { kind: "locked" as const, message: error.serverMessage ?? error.message };
        // A refused input names its field: "rate: must be at most 30" (400), or several (422).
        if (error.status === 400 || error.status === 422) return { kind: "refused" as const, ...fieldProblems(error.serverMessage, keys) };
        throw error;
      }),
  );
  return answer;
}

/**
 * A calculator page's data from the API's answer, beside what the page shows in every case (its
 * header and the URL's values): the result (200), the refused fields (400) or the locked view (403).
 */
export function calculatorPageData<E extends Endpoint, K extends string, B extends object>(answer: CalculatorAnswer<E, K>, base: B) {
  const page = {
    ...base,
    locked: null as string | null,
    result: null as ParsedResponse<E> | null,
    fieldErrors: {} as Partial<Record<K, string>>,
    formError: null as string | null,
  };
  switch (answer.kind) {
    case "locked":
      return data({ ...page, locked: answer.message }, { status: 403 });
    case "refused":
      return data({ ...page, fieldErrors: answer.fieldErrors, formError: answer.formError }, { status: 400 });
    case "result":
      return data({ ...page, result: answer.result });
  }
}
