import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/session/member.server";
import { budgeting } from "~/upstream/budgeting.server";
import { orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";

// All the member's transactions as a CSV download (text cells protected against formulas by the API).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireMember(request, context);
  const file = await orErrorPage(budgeting(upstreamFor(request, context, { token })).exportCsv());
  return new Response(`\uFEFF${file.csv}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
