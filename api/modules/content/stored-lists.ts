import { and, asc, count, eq } from "drizzle-orm";
import { calendarDateIn } from "../../../core/format";
import type { DailyTip, Resource, ResourceType, Video, VideoSummary } from "../../../core/content";
import type { Page } from "../../../core/page";
import type { PageQuery } from "../../../core/pagination";
import type { Database } from "../../db/connection";
import { dailyTips, resources, videos } from "../../db/schema";

/** One tip a day, the same for everyone on the same calendar date in their own time zone. */
export async function dailyTipFor(db: Database, timeZone: string, now = new Date()): Promise<DailyTip | null> {
  const rows = await db.select().from(dailyTips).orderBy(asc(dailyTips.position));
  if (rows.length === 0) return null;
  const date = calendarDateIn(timeZone, now);
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const tip = rows[dayNumber % rows.length]!;
  return { id: tip.id, category: tip.category, content: tip.text, date };
}

export async function listResources(db: Database, type: ResourceType, query: PageQuery): Promise<Page<Resource>> {
  const where = eq(resources.type, type);
  const [rows, totals] = await Promise.all([
    db.select().from(resources).where(where).orderBy(asc(resources.position)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(resources).where(where),
  ]);
  return {
    items: rows.map(({ position: _position, ...r }) => r as Resource),
    page: query.page,
    size: query.size,
    total: Number(totals[0]?.total ?? 0),
  };
}

const videoSummary = {
  id: videos.id,
  title: videos.title,
  summary: videos.summary,
  category: videos.category,
  durationSeconds: videos.durationSeconds,
  chapters: videos.chapters,
};

export async function listVideos(db: Database, query: PageQuery & { category?: string }): Promise<Page<VideoSummary>> {
  const where = query.category ? and(eq(videos.category, query.category)) : undefined;
  const [rows, totals] = await Promise.all([
    db.select(videoSummary).from(videos).where(where).orderBy(asc(videos.position)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  return { items: rows, page: query.page, size: query.size, total: Number(totals[0]?.total ?? 0) };
}

export async function findVideo(db: Database, id: string): Promise<Video | null> {
  const [row] = await db.select({ ...videoSummary, transcript: videos.transcript }).from(videos).where(eq(videos.id, id)).limit(1);
  return row ?? null;
}
