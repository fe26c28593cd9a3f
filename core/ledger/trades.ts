import { asCents, type Cents } from "../money";
import { FEE_INCOME, MARKET_CLEARING, memberAccount, securitiesAccount } from "./accounts";
import { balancedEntry, type JournalEntry } from "./entry";

// The postings of order fills (issue "Trading" §2). Cash for a buy was held when the order was
// placed (hold_placed, core/ledger/transfers.ts); the fill spends the hold:
//
//   buy filled    member_held −A     member_securities(product) +(A − fee)   fee_income +fee
//   sell filled   member_securities(product) −cost    member_cash +(gross − fee)   fee_income +fee
//                 market_clearing +(cost − gross)   (the realized gain or loss, the market's side)
//
// Postings of zero (no fee, no gain) are left out; an entry still has at least two postings.

function positive(amount: number, what: string): Cents {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`${what} must be a positive whole number of cents, got ${amount}`);
  return asCents(amount);
}

/** A buy of `amount` (the hold) filled: `fee` to the platform, the rest is the cost of the securities. */
export function buyFilled(memberId: number, productId: string, amount: Cents, fee: Cents): JournalEntry {
  const a = positive(amount, "A buy");
  if (!Number.isSafeInteger(fee) || fee < 0 || fee >= a) throw new RangeError(`A fee is 0 or more and less than the amount, got ${fee}`);
  return balancedEntry("buy_filled", [
    { account: memberAccount("member_held", memberId), amount: -a },
    { account: securitiesAccount(memberId, productId), amount: a - fee },
    ...(fee > 0 ? [{ account: FEE_INCOME, amount: fee }] : []),
  ]);
}

/** A sale filled: the cost of the lots closed leaves the securities account, the proceeds (gross − fee) reach cash. */
export function sellFilled(memberId: number, productId: string, costCents: Cents, grossCents: Cents, feeCents: Cents): JournalEntry {
  const gross = positive(grossCents, "A sale's gross");
  if (!Number.isSafeInteger(costCents) || costCents < 0) throw new RangeError(`A cost is 0 or more, got ${costCents}`);
  if (!Number.isSafeInteger(feeCents) || feeCents < 0 || feeCents >= gross) throw new RangeError(`A fee is 0 or more and less than the gross, got ${feeCents}`);
  const gainSide = costCents - gross;
  return balancedEntry("sell_filled", [
    ...(costCents > 0 ? [{ account: securitiesAccount(memberId, productId), amount: -costCents }] : []),
    { account: memberAccount("member_cash", memberId), amount: gross - feeCents },
    ...(feeCents > 0 ? [{ account: FEE_INCOME, amount: feeCents }] : []),
    ...(gainSide !== 0 ? [{ account: MARKET_CLEARING, amount: gainSide }] : []),
  ]);
}
