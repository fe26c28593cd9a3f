// The ledger's accounts (issue "Investor accounts for real" §1, docs/decisions/009-ledger.md).
//
// Sign convention: a posting's amount is signed integer cents, and every journal entry sums to
// zero. What a member owns is counted positive in their accounts; the platform-wide bank clearing
// account is the other side of money entering or leaving through the banks, so it is negative by
// exactly what the members hold. The ledger as a whole always sums to zero.

/** The accounts each member has. */
export const MEMBER_ACCOUNT_KINDS = [
  /** Settled cash free to use: what can be withdrawn or spent on an order. */
  "member_cash",
  /** Deposits on their way in from a bank, not yet settled. */
  "member_pending_deposit",
  /** Withdrawals on their way out to a bank: taken from cash when requested. */
  "member_pending_withdrawal",
  /** Settled cash held for open orders (the issue "Trading"): still the member's, not free to use. */
  "member_held",
  /**
   * The cost of securities held, one account per member and product (issue "Trading"): a buy's
   * fill moves cash here, a sale takes the cost of the lots it closes out of it.
   */
  "member_securities",
] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/** Accounts of the platform itself. */
export const PLATFORM_ACCOUNT_KINDS = [
  /** The banks' side of every deposit and withdrawal. */
  "bank_clearing",
  /** Fees charged on fills (issue "Trading"). */
  "fee_income",
  /** The market's side of sales: a sale's proceeds less the cost of the lots it closes (realized gains and losses). */
  "market_clearing",
] as const;
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];

export type AccountKind = MemberAccountKind | PlatformAccountKind;

/** A member's account; member_securities is kept per product (productId), the others have none. */
export type LedgerAccount = { kind: MemberAccountKind; memberId: number; productId?: string } | { kind: PlatformAccountKind };

const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const memberAccount = (kind: MemberAccountKind, memberId: number): LedgerAccount => {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new RangeError(`A member id is a positive whole number, got ${memberId}`);
  return { kind, memberId };
};

/** A member's securities account for one product (issue "Trading"). */
export const securitiesAccount = (memberId: number, productId: string): LedgerAccount => {
  if (!PRODUCT_ID.test(productId)) throw new RangeError(`Not a product id: ${productId}`);
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new RangeError(`A member id is a positive whole number, got ${memberId}`);
  return { kind: "member_securities", memberId, productId };
};

export const FEE_INCOME: LedgerAccount = { kind: "fee_income" };
export const MARKET_CLEARING: LedgerAccount = { kind: "market_clearing" };

export const BANK_CLEARING: LedgerAccount = { kind: "bank_clearing" };

const MEMBER_KINDS: readonly string[] = MEMBER_ACCOUNT_KINDS;
export const isMemberAccount = (account: LedgerAccount): account is { kind: MemberAccountKind; memberId: number; productId?: string } => MEMBER_KINDS.includes(account.kind);

/** One string per account, for maps and the database: "member_cash:42", "member_securities:42:etf-sp500", "bank_clearing". */
export function accountKey(account: LedgerAccount): string {
  if (!isMemberAccount(account)) return account.kind;
  return account.productId === undefined ? `${account.kind}:${account.memberId}` : `${account.kind}:${account.memberId}:${account.productId}`;
}

/** Reads an account key back. */
export function parseAccountKey(key: string): LedgerAccount | null {
  const [kind, id, productId, ...rest] = key.split(":");
  if (rest.length > 0 || kind === undefined) return null;
  if (id === undefined) return (PLATFORM_ACCOUNT_KINDS as readonly string[]).includes(kind) ? { kind: kind as PlatformAccountKind } : null;
  if (!MEMBER_KINDS.includes(kind) || !/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) return null;
  if (productId !== undefined) return kind === "member_securities" && PRODUCT_ID.test(productId) ? { kind, memberId: Number(id), productId } : null;
  return { kind: kind as MemberAccountKind, memberId: Number(id) };
}
