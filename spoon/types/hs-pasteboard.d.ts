/** hs.pasteboard: the system clipboard (the default pasteboard when no name is given). */
/** @noSelf */
declare namespace hs.pasteboard {
  /** Replaces the pasteboard's contents with the text; false when it could not. */
  function setContents(contents: string): boolean;
  /** The text on the pasteboard, or nil. */
  function getContents(): string | undefined;
  /** A number that changes whenever anything (any app) writes to the pasteboard. */
  function changeCount(): number;
  /** The UTIs of each item on the pasteboard, in order (files copied in Finder are an item each). */
  function allContentTypes(): string[][];
  /** Every representation of the first item only, by UTI, as raw data (to put back with writeAllData). */
  function readAllData(): { [uti: string]: string };
  /** Clears the pasteboard and writes these representations; false when ownership changed meanwhile. */
  function writeAllData(contents: { [uti: string]: string }): boolean;
}
