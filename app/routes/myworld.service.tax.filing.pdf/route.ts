import type { LoaderFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "#core/messages";
import { requireMember } from "~/session/member.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";
import { getTaxReturn } from "~/upstream/tax.server";
import { returnSummaryPdf } from "~/utils/tax-pdf.server";
import { yearOf } from "~/utils/tax-filing";

// Issue "Tax" §2: the PDF summary of the year's return (the draft from the review, the submitted
// return after submission). A resource route: the API's gating answers for it (403 below Gold).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const year = yearOf(new URL(request.url).searchParams.get("year"));
  let info;
  try {
    info = await getTaxReturn(upstream, year);
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== null && error.status < 500) {
      return new Response(error.serverMessage ?? error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    }
    return new Response(MESSAGES.somethingWentWrong, { status: 502, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  const pdf = await returnSummaryPdf(info, { generatedAt: new Date().toISOString() });
  const name = `enplus-tax-return-${year}${info.status === "submitted" ? `-${info.confirmationNumber}` : "-draft"}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      // A member's return: never kept by a shared cache or the browser's.
      "Cache-Control": "private, no-store",
    },
  });
}
