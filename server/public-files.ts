import express, { type RequestHandler } from "express";

const LAST_SEGMENT_WITH_DOT = /\.[^/]*$/;

/**
 * Whether a path can name a file: its last segment has a dot (public/'s files, robots.txt,
 * sitemap.xml, and the router's `.data` requests). A page's path never does.
 */
export const mayNameAFile = (path: string): boolean => LAST_SEGMENT_WITH_DOT.test(path);

/**
 * public/, looked up on disk only for a path that can name a file. Every other request is a page:
 * looked up, it would cost each rendered page a failed stat and the error made of it (2–3 % of a
 * public page's CPU). No directory index and no redirect to a trailing slash: there are no pages
 * in public/.
 */
export function publicFiles(root: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  const serve = express.static(root, { ...options, index: false, redirect: false });
  return (req, res, next) => (mayNameAFile(req.path) ? serve(req, res, next) : next());
}
