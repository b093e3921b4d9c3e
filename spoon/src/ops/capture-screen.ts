import { SETTING_RANGES } from "../contract";
import { type Operation, OpFailure } from "../runtime";
import { captureScreen, DEFAULT_LONG_EDGE } from "../vision";

function optionalInteger(value: unknown, key: string, low: number, high: number): number | undefined | OpFailure {
  if (value === undefined) return undefined;
  const ok = type(value) === "number" && math.floor(value as number) === value && (value as number) >= low;
  return ok && (value as number) <= high
    ? (value as number)
    : new OpFailure(`${key} must be a whole number from ${low} to ${high}`);
}

/**
 * A screenshot of one screen (the one given, else the screen of the focused window), downscaled in the
 * Spoon to `maxLongEdge` pixels (default 1280) and the models' limits, as JPEG with its metadata.
 */
export const captureScreenOp: Operation<"capture_screen"> = {
  name: "capture_screen",
  parse: (params) => {
    const screenId = optionalInteger(params.screenId, "screenId", 1, 2 ** 31);
    if (screenId instanceof OpFailure) return screenId;
    const { low, high } = SETTING_RANGES.maxLongEdge;
    const maxLongEdge = optionalInteger(params.maxLongEdge, "maxLongEdge", low, high);
    if (maxLongEdge instanceof OpFailure) return maxLongEdge;
    return { screenId, maxLongEdge };
  },
  run: async ({ screenId, maxLongEdge }) => {
    const screens = hs.screen.allScreens();
    const screen = screenId === undefined ? hs.screen.mainScreen() : screens.find((s) => s.id() === screenId);
    if (screen === undefined) {
      const ids = screens.map((s) => tostring(s.id())).join(", ");
      throw new OpFailure(`no screen ${screenId}; screens: ${ids}`);
    }
    return captureScreen(screen, maxLongEdge ?? DEFAULT_LONG_EDGE);
  },
};
