import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { RESOURCE_TYPES } from "../../../core/content";
import { CONTENT_ROOT } from "./content-source";

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80);

const tipsSchema = z.array(z.object({ id, category: z.string().min(1).max(40), text: z.string().min(10).max(600) })).min(1);
const resourceSchema = z.object({
  id,
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(600),
  source: z.string().min(1).max(120),
  url: z.string().url().startsWith("https://").nullable(),
});
const resourcesSchema = z.object(Object.fromEntries(RESOURCE_TYPES.map((t) => [t, z.array(resourceSchema)])) as Record<(typeof RESOURCE_TYPES)[number], z.ZodArray<typeof resourceSchema>>);
const videosSchema = z
  .array(
    z.object({
      id,
      title: z.string().min(1).max(200),
      summary: z.string().min(1).max(600),
      category: z.string().min(1).max(40),
      durationSeconds: z.number().int().positive(),
      chapters: z.array(z.object({ title: z.string().min(1).max(120), startSeconds: z.number().int().min(0) })).min(1),
      transcript: z.string().min(1),
    }),
  )
  .min(1);

async function readJson<S extends z.ZodTypeAny>(file: string, schema: S, root: string): Promise<z.infer<S> | null> {
  let raw: string;
  try {
    raw = await readFile(path.join(root, file), "utf8");
  } catch {
    return null; // not written yet: nothing to seed
  }
  const parsed = schema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/${file}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

export async function readListSources(root = CONTENT_ROOT) {
  const [tips, resources, videos] = await Promise.all([
    readJson("daily-tips.json", tipsSchema, root),
    readJson("resources.json", resourcesSchema, root),
    readJson("videos.json", videosSchema, root),
  ]);
  return { tips: tips ?? [], resources: resources ?? null, videos: videos ?? [] };
}
