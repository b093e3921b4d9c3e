import type { Canvas } from "@napi-rs/canvas";
import { createCanvas } from "../canvas.ts";
import { SimObject } from "../bridge.ts";

/** The JPEG quality NSBitmapImageRep uses with no compression factor given (see VERIFY_ON_MAC.md). */
const DEFAULT_JPEG_QUALITY = 90;
const TYPES: Record<string, "image/png" | "image/jpeg"> = { png: "image/png", jpeg: "image/jpeg", jpg: "image/jpeg" };

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

  /**
   * `picture`: the screen as drawn at the moment of capture, its drawing recorded (never drawn on again), so
   * each encoding draws it straight at the size asked; `area`: the part captured (the image's pixels).
   */
  constructor(
    private readonly picture: Canvas,
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
    const label = typeof first === "string" ? first : (second ?? "png");
    const type = TYPES[label.toLowerCase()];
    if (!type) throw new Error("invalid image type specified");
    const factor = scaleToPixels ? 1 : this.mainScale();
    const out = createCanvas(
      Math.max(1, Math.round(this.#size.w * factor)),
      Math.max(1, Math.round(this.#size.h * factor)),
    );
    const { x, y, w, h } = this.area;
    // The recorded drawing played at the output's scale: no full-size bitmap made, nothing resampled.
    if (w > 0 && h > 0) out.getContext("2d").drawCanvas(this.picture, x, y, w, h, 0, 0, out.width, out.height);
    const bytes = type === "image/jpeg" ? out.toBuffer(type, DEFAULT_JPEG_QUALITY) : out.toBuffer(type);
    return `data:image/${label.toLowerCase()};base64,${bytes.toString("base64")}`;
  }
}
