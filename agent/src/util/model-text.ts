import { readFileSync } from "node:fs";

/**
 * Model-facing text kept in a .txt file beside the code that sends it (review it like code); read
 * with `new URL("./name.txt", import.meta.url)`. The agent bundle carries these files beside itself.
 */
export function modelText(file: URL): string {
  return readFileSync(file, "utf8").trim();
}
