import type { SimAppModel } from "./app-model.ts";
import { chromeModel } from "./chrome/index.ts";

/** Every simulated application with a model of its own, one line each. */
export const SIM_APPS: readonly SimAppModel[] = [chromeModel];

export type { SimAppModel } from "./app-model.ts";
