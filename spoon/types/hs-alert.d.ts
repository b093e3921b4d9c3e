/** hs.alert: a short message over the screen that fades by itself. */
/** @noSelf */
declare namespace hs.alert {
  /** Shows `text` for `seconds` (default 2; a non-number keeps it until closed) and returns its uuid. */
  function show(text: string, style?: Record<string, never>, screen?: hs.screen.Screen, seconds?: number): string;
  /** Closes the alert with that uuid. */
  function closeSpecific(uuid: string, seconds?: number): void;
}
