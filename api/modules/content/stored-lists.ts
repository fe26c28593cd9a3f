import { and, asc, count, eq } from "drizzle-orm";
import { calendarDateIn } from "../../../core/format";
import type { DailyTip, Resource, ResourceType, Video, VideoSummary } from "../../../core/content";
import type { Page } from "../../../core/page";
import type { PageQuery } from "../../../core/pagination";
import type { Database } from "../../db/connection";
import { dailyTips, resources, videos } from "../../db/schema";
import { contentGeneration } from "./reseeds";

type TipRow = typeof dailyTips.$inferSelect;

/**
 * The tips, read once a day (UTC) per database and again after this process seeds the content:
 * the home page asks for today's tip on every request, and the list only changes with a seed.
 */
const tipLists = new WeakMap<Database, { day: string; generation: number; rows: Promise<TipRow[]> }>();

function tipsOf(db: Database, now: Date): Promise<TipRow[]> {
  const day = now.toISOString().slice(0, 10);
  const kept = tipLists.get(db);
  if (kept && kept.day === day && kept.generation === contentGeneration()) return kept.rows;
  // A query builder runs again on every await: the promise of its one run is what is kept.
  const rows: Promise<TipRow[]> = db.select().from(dailyTips).orderBy(asc(dailyTips.position)).execute();
  tipLists.set(db, { day, generation: contentGeneration(), rows });
  // A failed read is not kept: the next request asks again.
  rows.catch(() => tipLists.get(db)?.rows === rows && tipLists.delete(db));
  return rows;
}

/** One tip a day, the same for everyone on the same calendar date in their own time zone. */
export async function dailyTipFor(db: Database, timeZone: string, now = new Date()): Promise<DailyTip | null> {
  const rows = await tipsOf(db, now);
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
