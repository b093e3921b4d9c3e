/** hs.geometry rects as returned by frame getters: x, y, w, h in points. */
declare namespace hs.geometry {
  interface Rect {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
  }
  /** A point in global points. */
  interface Point {
    readonly x: number;
    readonly y: number;
  }
}
