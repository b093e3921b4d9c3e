/** Functions on `hs` itself. */
/** @noSelf */
declare namespace hs {
  /** Whether Hammerspoon has the Accessibility permission (windows, apps); `prompt` asks macOS to show its dialog. */
  function accessibilityState(prompt?: boolean): boolean;
}
