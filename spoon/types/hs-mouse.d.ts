/** hs.mouse: the pointer, in global points (the primary screen's top-left is 0,0). */
/** @noSelf */
declare namespace hs.mouse {
  /** Where the pointer is. */
  function absolutePosition(): hs.geometry.Point;
  /** Moves the pointer there (macOS keeps it on a screen). */
  function absolutePosition(point: hs.geometry.Point): hs.geometry.Point;
  /** The screen the pointer is on. */
  function getCurrentScreen(): hs.screen.Screen | undefined;
}
