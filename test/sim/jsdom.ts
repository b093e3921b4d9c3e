import { createRequire } from "node:module";

/**
 * jsdom, loaded when the first page or webview opens: most simulated Macs never show one, and loading it takes
 * over a second of CPU in every process that boots the simulator.
 */
export const jsdom = (() => {
  let loaded: typeof import("jsdom") | undefined;
  return () => (loaded ??= createRequire(import.meta.url)("jsdom") as typeof import("jsdom"));
})();
