// US federal individual income tax figures, one entry per tax year. Adding a year is a data change:
// copy the latest entry, change the figures and the sources, and add the year to FEDERAL_TAX_YEARS.
// Amounts are whole US dollars as the IRS publishes them; rates are basis points (1 % = 100), so
// every rate the law uses (92.35 %, 0.9 %, 7.5 %…) is a whole number and money stays exact.
// The estimator converts the dollar figures to cents once per year (see `taxYearInCents`).

export const FILING_STATUSES = [
  "single",
  "married_filing_jointly",
  "married_filing_separately",
  "head_of_household",
  "qualifying_surviving_spouse",
] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

/** One figure per filing status. */
export type ByStatus<T> = Readonly<Record<FilingStatus, T>>;

/** Written in the reference's short names: S, MFJ, MFS, HoH and QSS. */
const byStatus = <T>(figures: { s: T; mfj: T; mfs: T; hoh: T; qss: T }): ByStatus<T> => ({
  single: figures.s,
  married_filing_jointly: figures.mfj,
  married_filing_separately: figures.mfs,
  head_of_household: figures.hoh,
  qualifying_surviving_spouse: figures.qss,
});

export type FederalTaxYear = {
  year: number;
  sources: readonly string[];
  ordinaryBrackets: {
    source: string;
    /** Rate of each band, lowest first (basis points). */
    ratesBp: readonly number[];
    /** Top of each band but the last, in dollars of taxable income (one fewer than the rates). */
    tops: ByStatus<readonly number[]>;
  };
  standardDeduction: {
    source: string;
    base: ByStatus<number>;
    /** Per condition (65 or older, blind), per person: married statuses (MFJ, MFS, QSS). */
    additionalMarried: number;
    /** Per condition, per person: single and head of household. */
    additionalUnmarried: number;
  };
  seniorDeduction: {
    source: string;
    /** Per taxpayer or spouse (joint returns only) aged 65 or older. */
    perPerson: number;
    /** Each person's amount is reduced by this share of MAGI above the threshold. */
    phaseOutRateBp: number;
    /** null: not available with this status. */
    threshold: ByStatus<number | null>;
  } | null;
  capitalGains: {
    source: string;
    /** Top of taxable income taxed at 0 % and at 15 %; 20 % above. */
    zeroRateTop: ByStatus<number>;
    fifteenRateTop: ByStatus<number>;
    ratesBp: readonly [number, number, number];
    /** Net capital loss deductible against other income in the year. */
    lossLimit: ByStatus<number>;
  };
  selfEmployment: {
    source: string;
    /** Net earnings from self-employment as a share of net SE income (Schedule SE line 4a). */
    netEarningsBp: number;
    /** No SE tax when net earnings are below this (Schedule SE line 4c). */
    minimumNetEarnings: number;
    socialSecurityWageBase: number;
    socialSecurityBp: number;
    medicareBp: number;
  };
  additionalMedicare: { source: string; rateBp: number; threshold: ByStatus<number> };
  netInvestmentIncomeTax: { source: string; rateBp: number; threshold: ByStatus<number> };
  childTaxCredit: {
    source: string;
    perChild: number;
    /** Refundable part (additional child tax credit) per child. */
    refundablePerChild: number;
    refundableRateBp: number;
    /** Earned income above this counts toward the refundable part. */
    earnedIncomeFloor: number;
    otherDependent: number;
    phaseOutThreshold: ByStatus<number>;
    /** Reduced by `phaseOutPerStep` for each `phaseOutStep` (or part) of MAGI above the threshold. */
    phaseOutPerStep: number;
    phaseOutStep: number;
  };
  itemized: {
    source: string;
    saltCap: ByStatus<number>;
    saltPhaseDownThreshold: ByStatus<number>;
    saltPhaseDownRateBp: number;
    saltFloor: ByStatus<number>;
    medicalFloorBp: number;
  };
  qualifiedBusinessIncome: {
    source: string;
    rateBp: number;
    /** Full deduction, without the wage and property limits, at or below this taxable income. */
    threshold: ByStatus<number>;
  };
  adjustments: {
    source: string;
    /** Student loan interest deduction limit; not allowed on a separate return. */
    studentLoanInterestMax: number;
  };
  /** Rules of the year this estimator does not model, said in every estimate of the year. */
  notModelled: readonly string[];
};

const SOURCE_2025 = "IRS Rev. Proc. 2024-40, as changed for 2025 by Public Law 119-21 (4 July 2025)";
const SOURCE_2026 = "IRS Rev. Proc. 2025-32 (includes the changes of Public Law 119-21)";

const ORDINARY_RATES_BP = [1000, 1200, 2200, 2400, 3200, 3500, 3700] as const;
const CAPITAL_GAIN_RATES_BP = [0, 1500, 2000] as const;
const CAPITAL_LOSS_LIMIT = byStatus({ s: 3_000, mfj: 3_000, mfs: 1_500, hoh: 3_000, qss: 3_000 });

const SELF_EMPLOYMENT_RATES = {
  netEarningsBp: 9235,
  minimumNetEarnings: 400,
  socialSecurityBp: 1240,
  medicareBp: 290,
};

// IRC §3101(b)(2) and §1401(b)(2): $250,000 joint, $125,000 separate, $200,000 any other return
// (a surviving spouse included). Not indexed.
const ADDITIONAL_MEDICARE = {
  source: "IRC §3101(b)(2), §1401(b)(2); Form 8959 instructions (not indexed)",
  rateBp: 90,
  threshold: byStatus({ s: 200_000, mfj: 250_000, mfs: 125_000, hoh: 200_000, qss: 200_000 }),
};

// IRC §1411(b): $250,000 joint or surviving spouse, $125,000 separate, $200,000 otherwise. Not indexed.
const NIIT = {
  source: "IRC §1411(b); Form 8960 instructions (not indexed)",
  rateBp: 380,
  threshold: byStatus({ s: 200_000, mfj: 250_000, mfs: 125_000, hoh: 200_000, qss: 250_000 }),
};

const STUDENT_LOAN_INTEREST = { source: "IRC §221(b)(1), §221(e)(2) (not indexed)", studentLoanInterestMax: 2_500 };

export const FEDERAL_TAX_TABLES = {
  2025: {
    year: 2025,
    sources: [SOURCE_2025, "Social Security Administration, 2025 contribution and benefit base"],
    ordinaryBrackets: {
      source: "Rev. Proc. 2024-40 §3.01 (rates of IRC §1(j) as made permanent by Public Law 119-21)",
      ratesBp: ORDINARY_RATES_BP,
      tops: byStatus({
        s: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
        mfj: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
        mfs: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
        hoh: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
        qss: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      }),
    },
    standardDeduction: {
      source: "Public Law 119-21 §70102 (2025 amounts); Rev. Proc. 2024-40 §3.15 (additional amounts)",
      base: byStatus({ s: 15_750, mfj: 31_500, mfs: 15_750, hoh: 23_625, qss: 31_500 }),
      additionalMarried: 1_600,
      additionalUnmarried: 2_000,
    },
    seniorDeduction: {
      source: "Public Law 119-21 §70103 (IRC §151(d)(5)(C), tax years 2025–2028)",
      perPerson: 6_000,
      phaseOutRateBp: 600,
      threshold: byStatus({ s: 75_000, mfj: 150_000, mfs: null, hoh: 75_000, qss: 75_000 }),
    },
    capitalGains: {
      source: "Rev. Proc. 2024-40 §3.03 (IRC §1(h)); IRC §1211(b) for the loss limit",
      zeroRateTop: byStatus({ s: 48_350, mfj: 96_700, mfs: 48_350, hoh: 64_750, qss: 96_700 }),
      fifteenRateTop: byStatus({ s: 533_400, mfj: 600_050, mfs: 300_000, hoh: 566_700, qss: 600_050 }),
      ratesBp: CAPITAL_GAIN_RATES_BP,
      lossLimit: CAPITAL_LOSS_LIMIT,
    },
    selfEmployment: {
      source: "IRC §1401, §1402; Schedule SE (2025); SSA 2025 wage base $176,100",
      ...SELF_EMPLOYMENT_RATES,
      socialSecurityWageBase: 176_100,
    },
    additionalMedicare: ADDITIONAL_MEDICARE,
    netInvestmentIncomeTax: NIIT,
    childTaxCredit: {
      source: "Public Law 119-21 §70104 (IRC §24(h)); Rev. Proc. 2024-40 §3.05 (refundable part)",
      perChild: 2_200,
      refundablePerChild: 1_700,
      refundableRateBp: 1500,
      earnedIncomeFloor: 2_500,
      otherDependent: 500,
      phaseOutThreshold: byStatus({ s: 200_000, mfj: 400_000, mfs: 200_000, hoh: 200_000, qss: 200_000 }),
      phaseOutPerStep: 50,
      phaseOutStep: 1_000,
    },
    itemized: {
      source: "Public Law 119-21 §70120 (IRC §164(b)(7), SALT cap); IRC §213(a) (medical floor)",
      saltCap: byStatus({ s: 40_000, mfj: 40_000, mfs: 20_000, hoh: 40_000, qss: 40_000 }),
      saltPhaseDownThreshold: byStatus({ s: 500_000, mfj: 500_000, mfs: 250_000, hoh: 500_000, qss: 500_000 }),
      saltPhaseDownRateBp: 3000,
      saltFloor: byStatus({ s: 10_000, mfj: 10_000, mfs: 5_000, hoh: 10_000, qss: 10_000 }),
      medicalFloorBp: 750,
    },
    qualifiedBusinessIncome: {
      source: "IRC §199A; Rev. Proc. 2024-40 §3.27 (threshold)",
      rateBp: 2000,
      threshold: byStatus({ s: 197_300, mfj: 394_600, mfs: 197_300, hoh: 197_300, qss: 197_300 }),
    },
    adjustments: { source: STUDENT_LOAN_INTEREST.source, studentLoanInterestMax: STUDENT_LOAN_INTEREST.studentLoanInterestMax },
    notModelled: [],
  },
  2026: {
    year: 2026,
    sources: [SOURCE_2026, "Social Security Administration, 2026 contribution and benefit base"],
    ordinaryBrackets: {
      source: "Rev. Proc. 2025-32 §4.01",
      ratesBp: ORDINARY_RATES_BP,
      tops: byStatus({
        s: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
        mfj: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
        mfs: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
        hoh: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
        qss: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      }),
    },
    standardDeduction: {
      source: "Rev. Proc. 2025-32 §4.14",
      base: byStatus({ s: 16_100, mfj: 32_200, mfs: 16_100, hoh: 24_150, qss: 32_200 }),
      additionalMarried: 1_650,
      additionalUnmarried: 2_050,
    },
    seniorDeduction: {
      source: "Public Law 119-21 §70103 (IRC §151(d)(5)(C), tax years 2025–2028)",
      perPerson: 6_000,
      phaseOutRateBp: 600,
      threshold: byStatus({ s: 75_000, mfj: 150_000, mfs: null, hoh: 75_000, qss: 75_000 }),
    },
    capitalGains: {
      source: "Rev. Proc. 2025-32 §4.03 (IRC §1(h)); IRC §1211(b) for the loss limit",
      zeroRateTop: byStatus({ s: 49_450, mfj: 98_900, mfs: 49_450, hoh: 66_200, qss: 98_900 }),
      fifteenRateTop: byStatus({ s: 545_500, mfj: 613_700, mfs: 306_850, hoh: 579_600, qss: 613_700 }),
      ratesBp: CAPITAL_GAIN_RATES_BP,
      lossLimit: CAPITAL_LOSS_LIMIT,
    },
    selfEmployment: {
      source: "IRC §1401, §1402; Schedule SE; SSA 2026 wage base $184,500",
      ...SELF_EMPLOYMENT_RATES,
      socialSecurityWageBase: 184_500,
    },
    additionalMedicare: ADDITIONAL_MEDICARE,
    netInvestmentIncomeTax: NIIT,
    childTaxCredit: {
      source: "IRC §24(h) as amended by Public Law 119-21 §70104; Rev. Proc. 2025-32 (refundable part)",
      perChild: 2_200,
      refundablePerChild: 1_700,
      refundableRateBp: 1500,
      earnedIncomeFloor: 2_500,
      otherDependent: 500,
      phaseOutThreshold: byStatus({ s: 200_000, mfj: 400_000, mfs: 200_000, hoh: 200_000, qss: 200_000 }),
      phaseOutPerStep: 50,
      phaseOutStep: 1_000,
    },
    itemized: {
      source: "IRC §164(b)(7) as added by Public Law 119-21 §70120 (2026: cap and threshold 101 % of 2025); IRC §213(a)",
      saltCap: byStatus({ s: 40_400, mfj: 40_400, mfs: 20_200, hoh: 40_400, qss: 40_400 }),
      saltPhaseDownThreshold: byStatus({ s: 505_000, mfj: 505_000, mfs: 252_500, hoh: 505_000, qss: 505_000 }),
      saltPhaseDownRateBp: 3000,
      saltFloor: byStatus({ s: 10_000, mfj: 10_000, mfs: 5_000, hoh: 10_000, qss: 10_000 }),
      medicalFloorBp: 750,
    },
    qualifiedBusinessIncome: {
      source: "IRC §199A; Rev. Proc. 2025-32 (threshold)",
      rateBp: 2000,
      threshold: byStatus({ s: 201_775, mfj: 403_550, mfs: 201_775, hoh: 201_775, qss: 201_775 }),
    },
    adjustments: { source: STUDENT_LOAN_INTEREST.source, studentLoanInterestMax: STUDENT_LOAN_INTEREST.studentLoanInterestMax },
    notModelled: [
      "the 0.5 %-of-AGI floor on charitable gifts of itemizers",
      "the limit on the value of itemized deductions in the 37 % bracket",
      "the charitable deduction for those who take the standard deduction",
      "the minimum qualified business income deduction",
    ],
  },
} as const satisfies Record<number, FederalTaxYear>;

export type TaxYear = keyof typeof FEDERAL_TAX_TABLES;
/** The years the estimator knows, oldest first. */
export const FEDERAL_TAX_YEARS = Object.keys(FEDERAL_TAX_TABLES).map(Number) as TaxYear[];

export function isTaxYear(year: unknown): year is TaxYear {
  return typeof year === "number" && Object.prototype.hasOwnProperty.call(FEDERAL_TAX_TABLES, year);
}

export function federalTaxYear(year: TaxYear): FederalTaxYear {
  return FEDERAL_TAX_TABLES[year];
}
