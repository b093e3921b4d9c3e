import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { describeChanges } from "../../../agent/src/desktop/index.ts";
import { REPO } from "../../support/index.ts";

const desktop = () =>
  Snapshot.parse(JSON.parse(readFileSync(join(REPO, "test", "sim", "desktops", "default.json"), "utf8")));

describe("describeChanges says what a person would see change", () => {
  it("names the tab that came to the front of its window, and a tab that went to another page", () => {
    const before = desktop();
    const after = desktop();
    for (const tab of after.tabs.filter((t) => t.windowIndex === 1)) tab.active = tab.index === 2;
    const docs = after.tabs.find((t) => t.index === 4)!;
    Object.assign(docs, { url: "https://www.youtube.com/", domain: "youtube.com", title: "YouTube" });
    assert.deepEqual(
      describeChanges(before, after),
      [
        "tab in front: r/hammerspoon (reddit.com)",
        "tab navigated: https://www.hammerspoon.org/docs/ → https://www.youtube.com/",
      ],
      "the lines for a switched tab and a navigated one",
    );
  });

  it("says nothing of tabs that stayed as they were", () => {
    assert.deepEqual(describeChanges(desktop(), desktop()), [], "no lines for an unchanged desktop");
  });
});
