import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ComputerAction } from "../../../agent/src/loop/index.ts";
import { pressApproval } from "../../../agent/src/loop/consequential.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";

const click = ComputerAction.parse({ action: "left_click", coordinate: [10, 10] });

/** The question before a click at a point whose element the accessibility tree describes as `under`. */
const askedFor = async (under: object) =>
  (await pressApproval(click, { x: 5, y: 5 }, fakeSpoon({ element_at: () => ({ ok: true, value: under }) })))?.title;

describe("a click of the vision loop, judged by the element under it", () => {
  it("asks when the element's description or identifier says it sends or deletes, whatever its title", async () => {
    assert.equal(
      await askedFor({ role: "AXButton", title: "✈︎", description: "Send message" }),
      'Click "Send message"?',
    );
    assert.equal(
      await askedFor({ role: "AXButton", identifier: "deleteWorkspaceButton" }),
      'Click "delete Workspace Button"?',
    );
    assert.equal(await askedFor({ role: "AXButton", title: "Send", description: "paper plane" }), 'Click "Send"?');
  });

  it("a harmless element, or nothing there, asks nothing", async () => {
    assert.equal(await askedFor({ role: "AXButton", title: "Compose", description: "paper plane" }), undefined);
    assert.equal(await askedFor({}), undefined);
  });
});
