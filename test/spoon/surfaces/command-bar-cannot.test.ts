import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { sayInCommandBar, simMacsPerTest } from "../../support/sim-mac.ts";

/** At the command bar, what cannot be done is said as at the terminal: no question, no "validation" jargon. */
describe("the command bar, given what cannot be done here", () => {
  const startMac = simMacsPerTest();

  it("says cannot do that here, and why, for a player that is not running", async () => {
    const sim = await startMac();
    assert.match(await sayInCommandBar(sim, "pause spotify"), /cannot do that here: Spotify is not running/);
  });
});
