// Types only: the agent reads this file too (through spoon/src/ops/contract.ts).

/** A screenshot as it crosses the socket: the JPEG, and what it takes to turn its pixels into points. */
export interface Screenshot {
  /** The JPEG, base64. */
  data: string;
  mediaType: "image/jpeg";
  screenId: number;
  fullFrame: { x: number; y: number; w: number; h: number };
  scale: number;
  /** The image's size in pixels, as sent. */
  image: { w: number; h: number };
}

/** A part of a screen at full resolution (the computer tool's zoom): the area it shows, in global points. */
export interface Zoomed {
  data: string;
  mediaType: "image/jpeg";
  screenId: number;
  area: { x: number; y: number; w: number; h: number };
  image: { w: number; h: number };
}
