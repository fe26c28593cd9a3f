import { describe, expect, it } from "vitest";
import { checklistSaveFrom } from "./legal";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("a checklist's form as the save it asks for", () => {
  it("reads every ticked box, in the order sent", () => {
    expect(checklistSaveFrom(form([["checklist", "buying-a-home"], ["done", "title"], ["done", "preapproval"]]))).toEqual({ checklist: "buying-a-home", done: ["title", "preapproval"], autosave: false });
  });

  it("saves none for Clear, whatever boxes were ticked", () => {
    expect(checklistSaveFrom(form([["checklist", "signing-a-lease"], ["done", "deposit"], ["intent", "clear"]]))).toEqual({ checklist: "signing-a-lease", done: [], autosave: false });
  });

  it("marks the page's own saves (JavaScript on)", () => {
    expect(checklistSaveFrom(form([["checklist", "forming-a-business"], ["autosave", "1"]]))?.autosave).toBe(true);
  });

  it("asks for nothing without one of our checklists", () => {
    expect(checklistSaveFrom(form([["done", "title"]]))).toBeNull();
    expect(checklistSaveFrom(form([["checklist", "buying-a-boat"], ["done", "title"]]))).toBeNull();
    expect(checklistSaveFrom(new FormData())).toBeNull();
  });
});
