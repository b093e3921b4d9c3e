import { OpFailure } from "../failure";
import { DEFAULT_LONG_EDGE, fitImage, NEWEST_MODEL_LIMITS, OLDER_MODEL_LIMITS } from "./fit";
import type { Screenshot } from "./types";

const GRANT = "System Settings › Privacy & Security › Screen & System Audio Recording › Hammerspoon on";

/**
 * Captures a screen and sends it small: downscaled here, in the Spoon, to at most `longEdge` pixels
 * (default 1280) and every model's limits, drawn at exactly that many pixels, as JPEG.
 */
export function captureScreen(screen: hs.screen.Screen, longEdge = DEFAULT_LONG_EDGE): Screenshot {
  if (!hs.screenRecordingState(false))
    throw new OpFailure(`Hammerspoon may not record the screen: allow it in ${GRANT}, then try again`);
  const image = screen.snapshot();
  if (image === undefined) throw new OpFailure(`could not capture screen ${screen.id()}: check ${GRANT}`);
  const captured = image.size();
  const limits = { ...OLDER_MODEL_LIMITS, maxLongEdge: math.min(longEdge, OLDER_MODEL_LIMITS.maxLongEdge) };
  const target = fitImage(captured.w, captured.h, { ...limits, maxTokens: NEWEST_MODEL_LIMITS.maxTokens });
  image.size(target, true);
  // `true`: a bitmap of exactly size() pixels (without it the main display's scale would double it).
  const url = image.encodeAsURLString(true, "JPEG");
  const [data] = string.gsub(url, "^data:image/jpeg;base64,", "");
  const full = screen.fullFrame();
  return {
    data,
    mediaType: "image/jpeg",
    screenId: screen.id(),
    fullFrame: { x: full.x, y: full.y, w: full.w, h: full.h },
    scale: screen.currentMode().scale,
    image: target,
  };
}
