import { onContentReseeded } from "../api/modules/content/reseeds";
import { PUBLIC_ANSWERS, PublicAnswers } from "../app/upstream/public-answers.server";

/**
 * The server's store of the answers the API marks as the same for every caller (the daily tip, the
 * editorial lists), kept for the seconds it says (docs/decisions/042): forgotten at once when this
 * process seeds the content again, and within those seconds when another instance does.
 */
export function serverPublicAnswers(): PublicAnswers {
  const answers = new PublicAnswers(PUBLIC_ANSWERS);
  onContentReseeded(() => answers.clear());
  return answers;
}
