import { InputError } from "../errors/index.ts";

/** Where the agent listens unless told otherwise. */
export const DEFAULT_PORT = 8765;

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

/** The port of the running agent that clients talk to: $HS_CLAUDE_PORT, else 8765. */
export function agentPort(): number {
  const configured = process.env.HS_CLAUDE_PORT;
  if (configured === undefined) return DEFAULT_PORT;
  const port = portFrom(configured);
  if (port === undefined) throw new InputError(badPort("HS_CLAUDE_PORT", configured));
  return port;
}
