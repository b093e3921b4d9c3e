/** A regular expression from parts written with String.raw, so a long pattern can span lines. */
export function pattern(...parts: string[]): RegExp {
  return new RegExp(parts.join(""));
}
