/** hs.urlevent: URL handling through macOS Launch Services. */
/** @noSelf */
declare namespace hs.urlevent {
  /** Opens the URL with the default handler for its scheme; false when it could not. */
  function openURL(url: string): boolean;
  /** Opens the URL with the app of this bundle ID; true when it launched (or was running) and took it. */
  function openURLWithBundle(url: string, bundleID: string): boolean;
  /** The default handler of a scheme, as Launch Services stored it (often lower-cased); nil when none is set. */
  function getDefaultHandler(scheme: string): string | undefined;
}
