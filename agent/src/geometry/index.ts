export { area, boundsOf, formatBounds, intersection, rectOf, sameRect, type Bounds, type Rect } from "./rect.ts";
export {
  availableMonitors,
  monitorOf,
  MONITORS,
  namedScreens,
  primaryScreen,
  type Monitor,
  type ScreenLike,
} from "./monitors.ts";
export { namedBounds, PLACEMENT_PHRASES, placementName, sizedBounds } from "./placements.ts";
