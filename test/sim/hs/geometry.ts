import type { Frame } from "../../../agent/src/contract/snapshot.ts";
import { SimObject } from "../bridge.ts";

/**
 * An hs.geometry rect as frame getters return it: fields x, y, w, h (and `table`, a plain copy).
 * Like the real one it is not plain data, so hs.json cannot encode it.
 */
export class SimRect extends SimObject {
  readonly __simType = "hs.geometry";
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;

  constructor(frame: Frame) {
    super();
    ({ x: this.x, y: this.y, w: this.w, h: this.h } = frame);
  }

  get x1(): number {
    return this.x;
  }

  get y1(): number {
    return this.y;
  }

  get x2(): number {
    return this.x + this.w;
  }

  get y2(): number {
    return this.y + this.h;
  }

  get table(): Frame {
    return { x: this.x, y: this.y, w: this.w, h: this.h };
  }
}
