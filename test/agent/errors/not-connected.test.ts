import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { notConnected } from "../../../agent/src/errors/index.ts";

describe("Spoon not connected: what to do, in steps that work", () => {
  it("says to reload Hammerspoon's config from its menu bar or console, not with a hotkey it does not have", () => {
    assert.equal(
      notConnected().message,
      "Spoon not connected: is Hammerspoon running with spoon.Claude:start()? " +
        "Reload its config (the menu bar's Reload Config, or hs.reload() in its console)",
    );
  });
});
