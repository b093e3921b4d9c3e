import assert from "node:assert/strict";
import { join } from "node:path";
import { before, describe, it } from "node:test";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

describe("a Mac where Hammerspoon lacks the Accessibility permission", () => {
  const session = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true });
  before(() => (session.mac.settings.accessibility = false));

  it("says what to allow instead of reporting an empty desktop", async () => {
    await assert.rejects(session.agent!.spoon.read("snapshot", {}), {
      code: "op_refused",
      errorType: "action",
      message: /lacks the Accessibility permission: allow it in System Settings > Privacy & Security > Accessibility/,
    });
  });

  it("says so at once when asked to place a window, instead of waiting for one", async () => {
    await assert.rejects(
      session.agent!.spoon.read("place_app", { name: "Slack", bundleID: "com.tinyspeck.slackmacgap", screenId: 1 }),
      { message: /lacks the Accessibility permission/ },
    );
    assert.deepEqual(session.desktop.windows.find((w) => w.id === 201)!.frame, { x: -1512, y: 491, w: 1512, h: 949 });
  });
});
