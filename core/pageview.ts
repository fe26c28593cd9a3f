import { z } from "zod";

// requirements §7 visitor record: one call with payload pageUrl, a same-site path.
export const pageViewSchema = z.object({
  pageUrl: z
    .string()
    .min(1)
    .max(2048)
    .refine((v) => v.startsWith("/") && !v.startsWith("//"), "pageUrl must be a path on this site")
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "pageUrl must not contain control characters"),
});
export type PageView = z.infer<typeof pageViewSchema>;
