/** hs.settings: values kept in Hammerspoon's preferences, across reloads and restarts. */
/** @noSelf */
declare namespace hs.settings {
  /** The value stored under `key`, or nil. */
  function get(key: string): unknown;
  /** Stores a string, number, boolean or table of those; nil clears the key. */
  function set(key: string, value?: unknown): void;
}
