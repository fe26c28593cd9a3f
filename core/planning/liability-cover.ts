// Liability cover (the insurance service's Bronze calculators): whether the liability limits held
// look adequate relative to what a lawsuit could reach. A judgment above a policy's limit is paid
// from the member's own assets and, for a time, part of their pay; an umbrella policy adds cover
// above the auto and home policies. Pure: amounts in integer cents.

/** Umbrella policies are sold in steps of $1,000,000. */
export const UMBRELLA_STEP_CENTS = 100_000_000;

/**
 * The underlying limits insurers commonly ask for before they sell an umbrella policy: auto
 * liability of $250,000 per accident and home liability of $300,000. Insurers differ; these are
 * the figures most often quoted, and the answer says so.
 */
export const TYPICAL_UNDERLYING_CENTS = { auto: 25_000_000, home: 30_000_000 } as const;

export type LiabilityInput = {
  /** The home's value less its mortgage. */
  homeEquityCents: number;
  /** The part of that equity the state's homestead exemption shields from creditors. */
  homesteadCents: number;
  /** Bank and investment accounts outside retirement plans. */
  savingsCents: number;
  /** Other property: vehicles, valuables, a second home or rental's equity. */
  otherCents: number;
  /** Pay a year, and the whole years of it a judgment could claim. */
  incomeCents: number;
  incomeYears: number;
  /** Liability limits held: auto per accident, home (or renters) per occurrence, umbrella. */
  autoCents: number;
  homeCents: number;
  umbrellaCents: number;
};

export type LiabilityClaim = {
  key: "auto" | "home";
  /** The policy's limit plus the umbrella above it. */
  coverCents: number;
  /** What a judgment as large as the exposure would leave to pay; 0 when covered. */
  uncoveredCents: number;
};

export type LiabilityCover = {
  /** Home equity above the homestead exemption. */
  exposedHomeCents: number;
  incomeAtRiskCents: number;
  /** What a judgment could reach: the exposed equity, savings, other property and the income at risk. */
  exposureCents: number;
  /** The lower of the two underlying limits: the cover a claim finds first, at worst. */
  underlyingCents: number;
  /** That, plus the umbrella. */
  heldCents: number;
  /** Exposure beyond the cover held; 0 when covered. */
  gapCents: number;
  /** The umbrella that would cover the exposure above the underlying limit, in whole steps; 0 when the underlying limits do. */
  suggestedUmbrellaCents: number;
  /** How much more umbrella than held that is; 0 when the umbrella held is enough. */
  moreUmbrellaCents: number;
  claims: LiabilityClaim[];
  /** How far each underlying limit is below what insurers commonly ask for under an umbrella; 0 when it is not. */
  autoBelowCents: number;
  homeBelowCents: number;
};

/** `cents` rounded up to whole steps of `step`. */
const upToStep = (cents: number, step: number) => Math.ceil(cents / step) * step;

export function liabilityCover(input: LiabilityInput): LiabilityCover {
  const exposedHomeCents = Math.max(0, input.homeEquityCents - input.homesteadCents);
  const incomeAtRiskCents = input.incomeCents * input.incomeYears;
  const exposureCents = exposedHomeCents + input.savingsCents + input.otherCents + incomeAtRiskCents;
  const underlyingCents = Math.min(input.autoCents, input.homeCents);
  const heldCents = underlyingCents + input.umbrellaCents;
  const suggestedUmbrellaCents = exposureCents <= underlyingCents ? 0 : upToStep(exposureCents - underlyingCents, UMBRELLA_STEP_CENTS);
  const claim = (key: LiabilityClaim["key"], limit: number): LiabilityClaim => {
    const coverCents = limit + input.umbrellaCents;
    return { key, coverCents, uncoveredCents: Math.max(0, exposureCents - coverCents) };
  };
  return {
    exposedHomeCents,
    incomeAtRiskCents,
    exposureCents,
    underlyingCents,
    heldCents,
    gapCents: Math.max(0, exposureCents - heldCents),
    suggestedUmbrellaCents,
    moreUmbrellaCents: Math.max(0, suggestedUmbrellaCents - input.umbrellaCents),
    claims: [claim("auto", input.autoCents), claim("home", input.homeCents)],
    autoBelowCents: Math.max(0, TYPICAL_UNDERLYING_CENTS.auto - input.autoCents),
    homeBelowCents: Math.max(0, TYPICAL_UNDERLYING_CENTS.home - input.homeCents),
  };
}
