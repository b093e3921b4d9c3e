/** Functions on `hs` itself. */
/** @noSelf */
declare namespace hs {
  /** Whether Hammerspoon has the Accessibility permission (windows, apps); `prompt` asks macOS to show its dialog. */
  function accessibilityState(prompt?: boolean): boolean;
  /** Whether Hammerspoon has the Screen Recording permission; `prompt` asks macOS to show its dialog. */
  function screenRecordingState(prompt?: boolean): boolean;
  /** Makes Hammerspoon the active app, so its windows (a webview) can take keys. */
  function focus(): void;
}
