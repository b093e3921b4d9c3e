import { globalToImage, locate, normalizedToScreenshot, screenshotToLogical, type Point } from "../geometry";
import type { Capture } from "../contract";

const CAPTURE_FIELDS = "{screenId, fullFrame = {x, y, w, h}, scale, image = {w, h}}";

function isNumber(value: unknown): value is number {
  return type(value) === "number" && value === value;
}

function isRect(value: unknown, fields: string[]): boolean {
  if (type(value) !== "table") return false;
  return fields.every((field) => isNumber((value as { [field: string]: unknown })[field]));
}

/** A capture as Lua gives it, checked whole: a malformed one is a programmer error with the fields it needs. */
function capture(value: unknown, name: string): Capture {
  const given = value as Capture;
  const ok =
    type(value) === "table" &&
    isRect(given.fullFrame, ["x", "y", "w", "h"]) &&
    isRect(given.image, ["w", "h"]) &&
    given.image.w > 0 &&
    given.image.h > 0 &&
    given.fullFrame.w > 0 &&
    given.fullFrame.h > 0;
  if (!ok) error(`${name}: capture must be ${CAPTURE_FIELDS}`, 3);
  return given;
}

/**
 * hs.claude.coordinates.fromImage(capture, x, y) -> point | nil, error
 * Function
 * The global point (what hs.mouse and hs.eventtap take) that a pixel of a screenshot shows.
 *
 * Parameters:
 *  * capture - `{screenId, fullFrame = {x, y, w, h}, scale, image = {w, h}}`: the screen's frame in global
 *    points and the image's measured pixel size (a downscaled capture included)
 *  * x - The pixel's column in that image
 *  * y - The pixel's row in that image
 *
 * Returns:
 *  * `{x, y, screenId}` in whole points, or nil and why (outside the image, on no screen)
 */
const fromImage = (given: unknown, x: unknown, y: unknown) => {
  const shot = capture(given, "hs.claude.coordinates.fromImage");
  if (!isNumber(x) || !isNumber(y)) error("hs.claude.coordinates.fromImage: x and y must be numbers", 2);
  const screens = hs.screen.allScreens().map((screen) => ({ id: screen.id(), fullFrame: screen.fullFrame() }));
  const located = locate(shot, x, y, screens);
  if (!located.ok) return $multi(undefined, located.error);
  return $multi({ ...located.point, screenId: located.screenId }, undefined);
};

/**
 * hs.claude.coordinates.toImage(capture, point) -> pixel
 * Function
 * The pixel of a screenshot that shows a global point (to draw on it, or to check a click).
 *
 * Parameters:
 *  * capture - As for hs.claude.coordinates.fromImage
 *  * point - `{x, y}` in global points
 *
 * Returns:
 *  * `{x, y}` in pixels of that image
 */
const toImage = (given: unknown, point: unknown) => {
  const shot = capture(given, "hs.claude.coordinates.toImage");
  if (!isRect(point, ["x", "y"])) error("hs.claude.coordinates.toImage: point must be {x, y}", 2);
  return globalToImage(shot, point as Point);
};

/**
 * hs.claude.coordinates: the path from a pixel of a sent screenshot to the global point a click goes to, on
 * any screen, and two helpers on it with floor semantics (normalizedToScreenshot, screenshotToLogical).
 */
export function coordinatesApi() {
  return {
    fromImage,
    toImage,
    /**
     * hs.claude.coordinates.normalizedToScreenshot(nx, ny, width, height) -> point
     * Function
     * A 0-1000 coordinate (from a model asked for them) → pixels of a `width`×`height` screenshot (floor).
     *
     * Parameters:
     *  * nx - 0-1000 across
     *  * ny - 0-1000 down
     *  * width - The screenshot's width in pixels
     *  * height - The screenshot's height in pixels
     *
     * Returns:
     *  * `{x, y}` in pixels
     */
    normalizedToScreenshot,
    /**
     * hs.claude.coordinates.screenshotToLogical(sx, sy, scale) -> point
     * Function
     * Pixels of a full-size screenshot → the screen's local points (floor).
     *
     * Parameters:
     *  * sx - Pixels across
     *  * sy - Pixels down
     *  * scale - The screen's scale (2 on Retina)
     *
     * Returns:
     *  * `{x, y}` in the screen's local points
     */
    screenshotToLogical,
  };
}
