import type { Database } from "../../db/connection";
import { pageViews } from "../../db/schema";

/** Records a visit once per visitor and path; returns false when it was already recorded. */
export async function recordPageView(
  db: Database,
  visit: { visitorId: string; pageUrl: string; timeZone: string },
): Promise<boolean> {
  const inserted = await db
    .insert(pageViews)
    .values(visit)
    .onConflictDoNothing({ target: [pageViews.visitorId, pageViews.pageUrl] })
    .returning({ id: pageViews.id });
  return inserted.length > 0;
}
