import * as listed from "./list.ts";

/** Every simulated application with a model of its own (list.ts), by name. */
export const SIM_APPS = Object.values(listed).sort((a, b) => a.name.localeCompare(b.name));

export type { ServiceWorld, SimAppModel, SimWebService } from "./app-model.ts";
