/** hs.host: this Mac. */
/** @noSelf */
declare namespace hs.host {
  /** macOS's version: `{major = 15, minor = 5, patch = 0}`. */
  function operatingSystemVersion(): { major: number; minor: number; patch: number };
}
