import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { SpotifyWebApi } from "../../agent/src/apps/spotify/web-api.ts";
import { webApiSettings } from "../../agent/src/apps/spotify/credentials.ts";
import { tempHome } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { WEB_API_ROUND_TRIP_MS } from "./costs.ts";
import { loadDesktop } from "./load-desktop.ts";
import { DEFAULT_DESKTOP } from "./sim-mac.ts";
import { startWebServices } from "./web-services.ts";

const LIBRARY = [{ name: "Wonderwall", artist: "Oasis", album: "Morning Glory" }];

/** The built-in desktop with Spotify's catalogue and these conditions (`sim`). */
function desktopWith(sim: object) {
  const file = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { sim?: object; appState: object };
  const appState = { ...file.appState, Spotify: { playing: false, track: null, library: LIBRARY } };
  return loadDesktop({ ...file, appState, sim: { ...file.sim, ...sim } });
}

/** The agent's client of the Web API double on that desktop, and the simulated clock it runs on. */
async function searchOn(sim: object, costs: "mac" | "none" = "mac") {
  const clock = new ManualClock();
  const services = await startWebServices(desktopWith(sim), clock, costs);
  const home = tempHome();
  const settings = webApiSettings(services.readConfig(home.path), {})!;
  const close = async () => {
    await services.close();
    home.remove();
  };
  return { clock, settings, api: new SpotifyWebApi(settings), close };
}

describe("the web service doubles on the simulated Mac", () => {
  it("each round trip (the token, a search) takes its time on the simulated clock; none without costs", async () => {
    const mac = await searchOn({});
    try {
      assert.ok((await mac.api.search("wonderwall", 10)).ok);
      assert.equal(mac.clock.now(), 2 * WEB_API_ROUND_TRIP_MS, "a token and a search");
      await mac.api.search("wonderwall", 10);
      assert.equal(mac.clock.now(), 3 * WEB_API_ROUND_TRIP_MS, "the token kept: one more search");
    } finally {
      await mac.close();
    }
    const free = await searchOn({}, "none");
    await free.api.search("wonderwall", 10).finally(() => free.close());
    assert.equal(free.clock.now(), 0);
  });

  it("gives the agent the Mac's region as its market, and refuses an owner without Premium", async () => {
    const mac = await searchOn({ locale: "de_DE", spotifyOwnerPremium: false });
    try {
      assert.equal(mac.settings.market, "DE");
      const refused = await mac.api.search("wonderwall", 10);
      assert.ok(!refused.ok && /Premium/.test(refused.message), JSON.stringify(refused));
    } finally {
      await mac.close();
    }
    const usual = await searchOn({});
    await usual.close();
    assert.equal(usual.settings.market, "US", "a new Mac's en_US");
    await assert.rejects(searchOn({ spotifyOwnerPremium: "no" }), /sim\.spotifyOwnerPremium must be true or false/);
  });
});
