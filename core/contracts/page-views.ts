import { z } from "zod";
import { pageViewSchema } from "../pageview";
import { endpoint } from "./endpoint";

// requirements §7 visitor record (docs/api.md): the caller's X-Visitor-Id header makes it once per
// visitor and path; `recorded` says whether this call counted.
export const pageViewContract = endpoint({
  method: "POST",
  path: "/api/pageview/record",
  body: pageViewSchema,
  response: z.object({ recorded: z.boolean() }),
});
