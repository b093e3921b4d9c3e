/** A TCP port as a person writes it: decimal digits only, 1 to 65535 ("abc", "0x1F90", "" and "99999" are not). */
export function portFrom(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** What a bad port is told: the name it came under, what was given, and what is valid. */
export function badPort(name: string, text: string | undefined): string {
  const given = text === undefined ? "nothing" : `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`;
  return `${name} must be a whole number from 1 to 65535, got ${given}`;
}
