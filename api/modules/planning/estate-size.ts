import type { EstateQuery, EstateResponse } from "../../../core/contracts/estate";
import { ESTATE_DISCLAIMER, ESTATE_DOCUMENTS, estateAssumptions, estateSteps } from "../../../core/messages/estate";
import { centsToDecimalString as d } from "../../../core/money";
import { ESTATE_ASSETS, estateSize, type EstateAsset, type EstateInput, type EstateRoute } from "../../../core/planning/estate-size";
import { defaultTaxYear } from "../../../core/tax/withholding";

type EstateFields = Pick<EstateQuery, EstateAsset | `${EstateAsset}By` | "debts" | "gifts" | "spouse" | "charity">;

/** Each asset's value and how it is held, from the estate calculator's keys (the trust planning page's too). */
export function estateAssetsOf(q: EstateFields): EstateInput["assets"] {
  return Object.fromEntries(ESTATE_ASSETS.map((asset) => [asset, { valueCents: q[asset] as number, route: q[`${asset}By`] as EstateRoute }])) as EstateInput["assets"];
}

/** The answer's echo of those keys. */
export function estateInputsEcho(q: EstateFields, assets: EstateInput["assets"]) {
  return {
    assets: ESTATE_ASSETS.map((asset) => ({ asset, value: d(assets[asset].valueCents), route: assets[asset].route })),
    debts: d(q.debts),
    gifts: d(q.gifts),
    spouse: d(q.spouse),
    charity: d(q.charity),
  };
}

/** The estate size answer to a validated query on `today` ("YYYY-MM-DD"). */
export function estateAnswer(q: EstateQuery, today: string): EstateResponse {
  const year = q.year ?? defaultTaxYear(today);
  const assets = estateAssetsOf(q);
  const size = estateSize({ assets, debtsCents: q.debts, giftsCents: q.gifts, toSpouseCents: q.spouse, toCharityCents: q.charity, year });
  return {
    inputs: {
      year,
      ...estateInputsEcho(q, assets),
      minors: q.minors,
    },
    gross: d(size.grossCents),
    routes: size.routes.map((r) => ({ route: r.route, amount: d(r.cents), share: r.shareBp / 100 })),
    probate: d(size.routes.find((r) => r.route === "will")!.cents),
    net: d(size.netCents),
    deductions: d(size.deductionsCents),
    taxableEstate: d(size.taxableEstateCents),
    exclusion: d(size.exclusionCents),
    taxBase: d(size.taxBaseCents),
    estateTax: d(size.estateTaxCents),
    room: d(size.roomCents),
    steps: estateSteps({ assets, minors: q.minors, year, size }),
    documents: [...ESTATE_DOCUMENTS],
    assumptions: estateAssumptions({ year, exclusionCents: size.exclusionCents }),
    disclaimer: ESTATE_DISCLAIMER,
  };
}
