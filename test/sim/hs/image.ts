import { createCanvas } from "../canvas.ts";
import { SimObject } from "../bridge.ts";
import { drawScreen, type ScreenPicture } from "../screen-image.ts";

/** The JPEG quality NSBitmapImageRep uses with no compression factor given (see VERIFY_ON_MAC.md). */
const DEFAULT_JPEG_QUALITY = 90;
const TYPES: Record<string, "image/png" | "image/jpeg"> = { png: "image/png", jpeg: "image/jpeg", jpg: "image/jpeg" };
/** How many encodings are kept: a screen that did not change between two captures is not drawn and encoded again. */
const ENCODINGS_KEPT = 16;
/** Data URLs of the latest encodings, by what was drawn, the part taken, the size and the type: the newest last. */
const encodings = new Map<string, string>();

/** A part of a screen's picture, in its pixels. */
export type PixelArea = { x: number; y: number; w: number; h: number };

/**
 * hs.image of a screen snapshot, as libimage.m treats it: size() starts at the capture's pixel size;
 * size(size[, absolute]) resizes the image itself (keeping its aspect unless absolute) and returns it;
 * encodeAsURLString([scaleToPixels][, type]) draws it at size() pixels (scaleToPixels) or at size() ×
 * the main display's backing scale, as PNG unless "JPEG"/"JPG" is asked, into a data URL.
 */
export class SimImage extends SimObject {
  readonly __simType = "hs.image";
  #size: { w: number; h: number };
  /** What the picture shows, as text: the key of its encodings. */
  #drawn?: string;

  /**
   * `picture`: the screen as drawn at the moment of capture, its drawing recorded, so each encoding draws it
   * straight at the size asked; `area`: the part captured (the image's pixels).
   */
  constructor(
    private readonly picture: ScreenPicture,
    private readonly area: PixelArea,
    private readonly mainScale: () => number,
  ) {
    super();
    this.#size = { w: Math.max(1, area.w), h: Math.max(1, area.h) };
  }

  size(size?: { w: number; h: number }, absolute?: boolean): { w: number; h: number } | this {
    if (size === undefined) return { ...this.#size };
    if (!(size.w > 0 && size.h > 0)) throw new Error("hs.image:size(): the size must have positive w and h");
    if (absolute) this.#size = { w: size.w, h: size.h };
    else {
      const multiplier = Math.min(size.w / this.#size.w, size.h / this.#size.h);
      this.#size = { w: this.#size.w * multiplier, h: this.#size.h * multiplier };
    }
    return this;
  }

  encodeAsURLString(first?: boolean | string, second?: string): string {
    const scaleToPixels = typeof first === "boolean" ? first : false;
    const label = (typeof first === "string" ? first : (second ?? "png")).toLowerCase();
    const type = TYPES[label];
    if (!type) throw new Error("invalid image type specified");
    const factor = scaleToPixels ? 1 : this.mainScale();
    const width = Math.max(1, Math.round(this.#size.w * factor));
    const height = Math.max(1, Math.round(this.#size.h * factor));
    this.#drawn ??= JSON.stringify(this.picture);
    const key = JSON.stringify([this.#drawn, this.area, width, height, label]);
    const url = encodings.get(key) ?? this.#encode(width, height, type, label);
    encodings.delete(key);
    encodings.set(key, url);
    if (encodings.size > ENCODINGS_KEPT) encodings.delete(encodings.keys().next().value!);
    return url;
  }

  /** The captured area drawn at `width` × `height` pixels, encoded as `type`, in a data URL. */
  #encode(width: number, height: number, type: "image/png" | "image/jpeg", label: string): string {
    const out = createCanvas(width, height);
    const { x, y, w, h } = this.area;
    if (w > 0 && h > 0) {
      const g = out.getContext("2d");
      g.scale(width / w, height / h);
      g.translate(-x, -y);
      drawScreen(g, this.picture);
    }
    const bytes = type === "image/jpeg" ? out.toBuffer(type, DEFAULT_JPEG_QUALITY) : out.toBuffer(type);
    return `data:image/${label};base64,${bytes.toString("base64")}`;
  }
}
