import { loadConfig, type Config } from "../../agent/src/store/index.ts";
import { SIM_APPS, type SimWebService } from "./apps/index.ts";
import type { SimDesktop } from "./desktop.ts";

/** The web service doubles of the desktop's modelled apps, and the config that points the agent at them. */
export interface WebServices {
  /** config.json as the agent reads it (the person's, or the defaults), the doubles' part of `apps` over it. */
  readConfig(home: string): Config;
  close(): Promise<void>;
}

/** Starts the web service of each app modelled on `desktop` that has one (Spotify's Web API). */
export async function startWebServices(desktop: SimDesktop): Promise<WebServices> {
  const running: SimWebService[] = [];
  try {
    for (const model of SIM_APPS) {
      if (!model.webService || !desktop.models.has(model.name)) continue;
      running.push(await model.webService(() => desktop.models.get(model.name)?.state?.()));
    }
  } catch (error) {
    await Promise.all(running.map((service) => service.close()));
    throw error;
  }
  const apps = Object.assign({}, ...running.map((service) => service.config)) as Partial<Config["apps"]>;
  return {
    readConfig: (home) => {
      const config = loadConfig(home);
      return { ...config, apps: { ...config.apps, ...apps } };
    },
    close: async () => {
      await Promise.all(running.map((service) => service.close()));
    },
  };
}
