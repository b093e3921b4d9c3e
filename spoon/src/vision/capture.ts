import { OpFailure, withoutOwnAlerts } from "../runtime";
import { DEFAULT_LONG_EDGE, fitImage, NEWEST_MODEL_LIMITS, OLDER_MODEL_LIMITS } from "./fit";
import type { Screenshot, Zoomed } from "../contract";

const GRANT = "System Settings › Privacy & Security › Screen & System Audio Recording › Hammerspoon on";

/** The screen's image (all of it, or `area` in its own points), or why not: Screen Recording is off. */
function snapshotOf(screen: hs.screen.Screen, area?: { x: number; y: number; w: number; h: number }): hs.image.Image {
  if (!hs.screenRecordingState(false))
    throw new OpFailure(`Hammerspoon may not record the screen: allow it in ${GRANT}, then try again`);
  // The Spoon's own alerts ("Claude: …") are not in what the model sees.
  const image = withoutOwnAlerts(() => screen.snapshot(area));
  if (image === undefined) throw new OpFailure(`could not capture screen ${screen.id()}: check ${GRANT}`);
  return image;
}

/**
 * The image as JPEG in base64, downscaled to at most `longEdge` pixels and every model's limits (never
 * enlarged), drawn at exactly that many pixels.
 */
function encodeFitted(image: hs.image.Image, longEdge: number): { data: string; image: { w: number; h: number } } {
  const captured = image.size();
  const limits = { ...OLDER_MODEL_LIMITS, maxLongEdge: math.min(longEdge, OLDER_MODEL_LIMITS.maxLongEdge) };
  const target = fitImage(captured.w, captured.h, { ...limits, maxTokens: NEWEST_MODEL_LIMITS.maxTokens });
  image.size(target, true);
  // `true`: a bitmap of exactly size() pixels (without it the main display's scale would double it).
  const url = image.encodeAsURLString(true, "JPEG");
  const [data] = string.gsub(url, "^data:image/jpeg;base64,", "");
  return { data, image: target };
}

/**
 * Captures a screen and sends it small: downscaled here, in the Spoon, to at most `longEdge` pixels
 * (default 1280) and every model's limits, as JPEG.
 */
export function captureScreen(screen: hs.screen.Screen, longEdge = DEFAULT_LONG_EDGE): Screenshot {
  const { data, image } = encodeFitted(snapshotOf(screen), longEdge);
  const full = screen.fullFrame();
  return {
    data,
    mediaType: "image/jpeg",
    screenId: screen.id(),
    fullFrame: { x: full.x, y: full.y, w: full.w, h: full.h },
    scale: screen.currentMode().scale,
    image,
  };
}

/**
 * A part of a screen (global points) at the screen's full resolution, within the models' limits: what
 * the computer tool's zoom shows when the target is right but small.
 */
export function captureArea(
  screen: hs.screen.Screen,
  area: { x: number; y: number; w: number; h: number },
  longEdge = OLDER_MODEL_LIMITS.maxLongEdge,
): Zoomed {
  const full = screen.fullFrame();
  const local = { x: area.x - full.x, y: area.y - full.y, w: area.w, h: area.h };
  const { data, image } = encodeFitted(snapshotOf(screen, local), longEdge);
  return { data, mediaType: "image/jpeg", screenId: screen.id(), area: { ...area }, image };
}
