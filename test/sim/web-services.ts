// The web service doubles of the desktop's modelled apps (Spotify's Web API), each answering from its model's state
// and the Mac around it (ServiceWorld): its network, each round trip charged on the simulated clock, and the desktop
// file's conditions of the service, `sim.spotifyOwnerPremium` (false: the app's owner has no Premium) and the Mac's
// region, `sim.locale`'s ("de_DE": DE), given to the agent as the market its searches ask for.
import { loadConfig, type Config } from "../../agent/src/store/index.ts";
import { InputError } from "../../agent/src/errors/index.ts";
import { SIM_APPS, type ServiceWorld, type SimWebService } from "./apps/index.ts";
import type { ManualClock } from "./clock.ts";
import type { Costs } from "./cost-meter.ts";
import { WEB_API_ROUND_TRIP_MS } from "./costs.ts";
import type { SimDesktop } from "./desktop.ts";
import { marketOf } from "./apps/spotify/catalogue.ts";

/** The web service doubles of the desktop's modelled apps, and the config that points the agent at them. */
export interface WebServices {
  /** config.json as the agent reads it (the person's, or the defaults), the doubles' part of `apps` over it. */
  readConfig(home: string): Config;
  close(): Promise<void>;
}

/** The world a double sees: the network on `clock` (free when costs are "none"), the desktop's conditions. */
function worldOf(desktop: SimDesktop, clock: ManualClock, costs: Costs): ServiceWorld {
  const premium = desktop.conditions.spotifyOwnerPremium ?? true;
  if (typeof premium !== "boolean")
    throw new InputError("not a desktop snapshot: sim.spotifyOwnerPremium must be true or false");
  return {
    roundTrip: () => {
      if (costs === "mac") clock.advance(WEB_API_ROUND_TRIP_MS);
    },
    ownerPremium: premium,
  };
}

/** Starts the web service of each app modelled on `desktop` that has one, its round trips on `clock`. */
export async function startWebServices(desktop: SimDesktop, clock: ManualClock, costs: Costs): Promise<WebServices> {
  const world = worldOf(desktop, clock, costs);
  const market = marketOf(desktop.conditions);
  const running: SimWebService[] = [];
  try {
    for (const model of SIM_APPS) {
      if (!model.webService || !desktop.models.has(model.name)) continue;
      const state = () => desktop.models.get(model.name)?.state?.();
      running.push(await model.webService(() => ({ ...(state() as object | undefined), world })));
    }
  } catch (error) {
    await Promise.all(running.map((service) => service.close()));
    throw error;
  }
  const apps = Object.assign({}, ...running.map((service) => service.config)) as Partial<Config["apps"]>;
  return {
    readConfig: (home) => {
      const config = loadConfig(home);
      // The market a search asks for: the person's, else the Mac's region (as the agent on a Mac is told it).
      const spotify = apps.spotify && { ...apps.spotify, market: config.apps.spotify?.market ?? market };
      return { ...config, apps: { ...config.apps, ...apps, ...(spotify ? { spotify } : {}) } };
    },
    close: async () => {
      await Promise.all(running.map((service) => service.close()));
    },
  };
}
