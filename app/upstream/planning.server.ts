import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { Endpoint, ParsedResponse } from "#core/contracts/endpoint";
import { todayIn } from "#core/planning/dates";
import type { ServiceName } from "#core/services";
import { requireMember } from "~/session/member.server";
import { calculatorInputs, fieldProblems } from "~/utils/calculators";
import { serviceHeader } from "~/utils/service-header.server";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";
import { orErrorPage } from "./failure.server";
import { timeZoneOf, upstreamFor } from "./scope.server";

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

/** One calculator page: its service, its endpoint, the URL's keys and what a fresh visit shows. */
export type CalculatorPage<E extends Endpoint, K extends string> = {
  service: ServiceName;
  contract: E;
  /** The URL's keys, which are the endpoint's query keys. */
  keys: readonly K[];
  /** The keys with a field on the page (all of them unless said): a refused key without one is the form's message. */
  fieldKeys?: readonly K[];
  /** A fresh visit's values, from the member's today when they depend on the date. */
  example: Partial<Record<K, string>> | ((today: string) => Partial<Record<K, string>>);
  /** More of the query that is not a field (the loan schedule's page). */
  extraQuery?: (url: URL) => Record<string, number>;
};

/**
 * What every calculator's loader does: the member (or sign-in), the service's header, the URL's
 * values (or the example on a fresh visit) and the API's answer to them.
 */
export async function calculate<E extends Endpoint, K extends string>({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, page: CalculatorPage<E, K>) {
  const { token, user } = await requireMember(request, context);
  const url = new URL(request.url);
  const today = todayIn(timeZoneOf(request));
  const example = typeof page.example === "function" ? page.example(today) : page.example;
  const { values } = calculatorInputs(url.searchParams, page.keys, example);
  const query = { ...values, ...page.extraQuery?.(url) };
  const answer = await runCalculator(upstreamFor(request, context, { token }), page.contract, page.fieldKeys ?? page.keys, query);
  return { header: serviceHeader(page.service, user.membership), values, today, answer };
}

/** The loader of a calculator page that shows the URL's values and the API's answer as they are. */
export async function loadCalculator<E extends Endpoint, K extends string>(args: LoaderFunctionArgs, page: CalculatorPage<E, K>) {
  const { header, values, answer } = await calculate(args, page);
  return calculatorPageData(answer, { header, values });
}

/**
 * A calculator page's data from the API's answer, beside what the page shows in every case (its
 * header and the URL's values): the result (200), the refused fields (400) or the locked view (403).
 * `fromResult` changes what a result makes of the rest (the values the API filled in, say).
 */
export function calculatorPageData<E extends Endpoint, K extends string, B extends object>(
  answer: CalculatorAnswer<E, K>,
  base: B,
  fromResult?: (result: ParsedResponse<E>) => Partial<B>,
) {
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
      return data({ ...page, ...fromResult?.(answer.result), result: answer.result });
  }
}
