import type { Frame } from "./desktop.ts";

/** A screenshot as it crosses the socket: the JPEG, and what it takes to turn its pixels into points. */
export interface Screenshot {
  /** The JPEG, base64. */
  data: string;
  mediaType: "image/jpeg";
  screenId: number;
  /** The screen it shows, in global points. */
  fullFrame: Frame;
  scale: number;
  /** The image's size in pixels, as sent. */
  image: { w: number; h: number };
}

/**
 * What turns a sent screenshot's pixels into points: the screen it shows (its id and `fullFrame` in global
 * points, the scale it reports) and the image's pixel size as measured from the image itself.
 */
export type Capture = Pick<Screenshot, "screenId" | "fullFrame" | "scale" | "image">;

/** A part of a screen at full resolution (the computer tool's zoom): the area it shows, in global points. */
export type Zoomed = Omit<Screenshot, "fullFrame" | "scale"> & { area: Frame };
