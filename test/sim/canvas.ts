import { createRequire } from "node:module";
import type * as NapiCanvas from "@napi-rs/canvas";

let loaded: typeof NapiCanvas | undefined;

/**
 * A canvas of @napi-rs/canvas, the package loaded when the first one is made: a simulated Mac that never draws (most
 * runs take no screenshot) never loads its native library.
 */
export function createCanvas(width: number, height: number): NapiCanvas.Canvas {
  loaded ??= createRequire(import.meta.url)("@napi-rs/canvas") as typeof NapiCanvas;
  return loaded.createCanvas(width, height);
}
