import { describe, expect, it } from "vitest";
import { contentReseeded } from "../api/modules/content/reseeds";
import { serverPublicAnswers } from "./public-answers";

describe("the server's kept public answers", () => {
  it("are forgotten when this process seeds the content again", () => {
    const answers = serverPublicAnswers();
    answers.keep("/api/news/list?page=1\nUTC", { status: 200, text: '{"success":true,"data":[]}' }, { cacheControl: "public, max-age=5", vary: null });
    expect(answers.find("/api/news/list?page=1\nUTC")).not.toBeNull();
    contentReseeded();
    expect(answers.find("/api/news/list?page=1\nUTC")).toBeNull();
    expect(answers.size).toBe(0);
  });
});
