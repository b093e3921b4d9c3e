import { createRequire } from "node:module";
import { indexDefaultStyles } from "./default-styles.ts";

/**
 * jsdom, loaded when the first page or webview opens: most simulated Macs never show one, and loading it takes
 * over a second of CPU in every process that boots the simulator. Its default styles are indexed first
 * (default-styles.ts).
 */
export const jsdom = (() => {
  let loaded: typeof import("jsdom") | undefined;
  const load = () => {
    indexDefaultStyles();
    return createRequire(import.meta.url)("jsdom") as typeof import("jsdom");
  };
  return () => (loaded ??= load());
})();
