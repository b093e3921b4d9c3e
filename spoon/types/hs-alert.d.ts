/** hs.alert: a short message over the screen that fades by itself. */
/** @noSelf */
declare namespace hs.alert {
  /**
   * Shows `text` for `seconds` (default 2) and returns its uuid. alert.lua reads the arguments after the
   * text by type with ipairs (a table: style, a screen, else seconds), which stops at the first nil: so
   * seconds go right after the text, never after nil placeholders.
   */
  function show(text: string, seconds?: number): string;
  /** Closes the alert with that uuid. */
  function closeSpecific(uuid: string, seconds?: number): void;
}
