import { SimObject } from "../bridge.ts";

/** hs.image of a screen snapshot: its size() is in pixels (points × the screen's backing scale). */
export class SimImage extends SimObject {
  readonly __simType = "hs.image";

  constructor(readonly pixels: { w: number; h: number }) {
    super();
  }

  size(): { w: number; h: number } {
    return { ...this.pixels };
  }
}
