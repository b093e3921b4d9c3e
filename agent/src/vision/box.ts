import type { Capture, Frame } from "../contract/index.ts";

/** A box in pixels of the image the model was sent: left, top, right, bottom. */
export interface PixelBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const NUMBER = String.raw`\s*(-?\d+(?:\.\d+)?)\s*`;
const BOX = new RegExp(String.raw`<box>\s*\(?${NUMBER},${NUMBER},${NUMBER},${NUMBER}\)?\s*</box>`);
const NONE = /<none\s*\/?>/;

export type BoxAnswer = { kind: "box"; box: PixelBox } | { kind: "none" } | { kind: "unusable"; error: string };

/**
 * The box in a model's answer `<box>(x1,y1,x2,y2)</box>`, in pixels of the `w`×`h` image it was sent; with
 * `range` (`vision.normalizationRange`) the model answered in 0..range of the image's width and height and the box
 * is scaled to pixels. `<none/>` when it said the element is not there. A box that is reversed, empty or outside
 * the image is not used.
 */
export function parseBox(text: string, image: { w: number; h: number }, range?: number): BoxAnswer {
  const match = BOX.exec(text);
  if (!match) {
    if (NONE.test(text)) return { kind: "none" };
    return { kind: "unusable", error: "the answer had no <box>(x1,y1,x2,y2)</box>" };
  }
  const [x1, y1, x2, y2] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const limit = range === undefined ? image : { w: range, h: range };
  const where = range === undefined ? `the ${image.w}×${image.h} image` : `0..${range}`;
  if (!(x1 < x2 && y1 < y2)) return { kind: "unusable", error: `the box ${x1},${y1},${x2},${y2} is empty or reversed` };
  if (x1 < 0 || y1 < 0 || x2 > limit.w || y2 > limit.h)
    return { kind: "unusable", error: `the box ${x1},${y1},${x2},${y2} is outside ${where}` };
  if (range === undefined) return { kind: "box", box: { x1, y1, x2, y2 } };
  const sx = image.w / range;
  const sy = image.h / range;
  return { kind: "box", box: { x1: x1 * sx, y1: y1 * sy, x2: x2 * sx, y2: y2 * sy } };
}

/** A pixel box of a capture as a frame in global points: the image's measured points per pixel, plus the origin. */
export function boxToGlobal(capture: Capture, box: PixelBox): Frame {
  const { fullFrame, image } = capture;
  const kx = fullFrame.w / image.w;
  const ky = fullFrame.h / image.h;
  return {
    x: fullFrame.x + box.x1 * kx,
    y: fullFrame.y + box.y1 * ky,
    w: (box.x2 - box.x1) * kx,
    h: (box.y2 - box.y1) * ky,
  };
}

/** The whole point at a frame's middle: where a click on it lands. */
export const middleOf = (frame: Frame) => ({
  x: Math.floor(frame.x + frame.w / 2),
  y: Math.floor(frame.y + frame.h / 2),
});
