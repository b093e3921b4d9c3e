import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Snapshot } from "../../../../agent/src/contract/index.ts";
import { planOffline } from "../../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../../sim/index.ts";

const home = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
const plans = (text: string) => planOffline(text, home);

describe("Safari's offline rules", () => {
  it("plans Safari's forms with no model call", () => {
    const cases: [string, object[]][] = [
      ["open apple.com in safari", [{ type: "safari_open_url", url: "https://apple.com/" }]],
      ["go to apple.com in a new safari tab", [{ type: "safari_open_url", url: "https://apple.com/" }]],
      ["close all reddit tabs in safari", [{ type: "safari_close_tab", tab: "reddit", all: true }]],
      ["close the reddit tab in safari", [{ type: "safari_close_tab", tab: "reddit", all: false }]],
      ["switch to the github tab in safari", [{ type: "safari_switch_tab", tab: "github" }]],
      ["how many tabs are open in safari", [{ type: "safari_list_tabs" }]],
      ["list safari tabs", [{ type: "safari_list_tabs" }]],
    ];
    for (const [text, commands] of cases) assert.deepEqual(plans(text).commands, commands, text);
  });

  it("asks for a name that is no site, and opens nothing", () => {
    const envelope = plans("open slack in safari");
    assert.equal(envelope.needs_clarification, true);
    assert.deepEqual(envelope.commands, [], "the plan's commands");
  });

  it("leaves Chrome's forms to Chrome: no Safari command without Safari named", () => {
    for (const text of ["close all reddit tabs", "list tabs", "open apple.com", "open safari and open slack"])
      assert.ok(!plans(text).commands.some((c) => c.type.startsWith("safari_")), text);
  });
});
