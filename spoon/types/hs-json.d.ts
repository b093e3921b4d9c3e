/** hs.json: encode returns nil for unserialisable tables; decode returns nil (and logs) for invalid JSON. */
/** @noSelf */
declare namespace hs.json {
  function encode(value: object, prettyPrint?: boolean): string | undefined;
  function decode(json: string): unknown;
}
