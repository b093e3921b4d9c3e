/** hs.urlevent: URL handling through macOS Launch Services. */
/** @noSelf */
declare namespace hs.urlevent {
  /** Opens the URL with the default handler for its scheme. */
  function openURL(url: string): void;
  /** The bundle ID of the default handler for a scheme, e.g. "http". */
  function getDefaultHandler(scheme: string): string;
}
