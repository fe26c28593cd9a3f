import { z } from "zod";

/** An amount in an API answer: a decimal string with two decimals, "150000.00" or "-3000.00". */
export const decimalAmount = z.string().regex(/^-?\d+\.\d{2}$/, "a decimal string with two decimals");
