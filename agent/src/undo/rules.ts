import type { AppOperation, Preset } from "../contract/index.ts";

/**
 * What a step leaves that no undo takes back, as its command's `irreversible` rule says: input it sent to
 * apps (counted over the whole run, with the vision loop's actions), something that stays, or something done
 * that cannot be taken back (music played), told as it is.
 */
export type Lasting =
  | { sent: "characters" | "clicks" | "keys"; count: number }
  | { stays: "saved" | "open"; what: string }
  | { done: string };

/** What a step could change, as its command's `touches` rule says: the apps and the tabs (by the browser's ids). */
export interface Touch {
  apps?: string[];
  closedTabs?: string[];
  openedTabs?: string[];
  /** Files it moved (to the Trash too), by "~/" path: undo moves each back. */
  files?: FileMove[];
  /** Presets it saved over or removed: undo puts each back as it was. */
  presets?: PresetChange[];
}

/** A preset a step changed, and what it was before: `null` when there was none of that name (undo removes it). */
export interface PresetChange {
  name: string;
  was: Preset | null;
}

/** A file moved from one path of the home to another. */
export interface FileMove {
  from: string;
  to: string;
}

/**
 * A call of an app's own operation that takes back what a done step did (a record it made, deleted), as its
 * command's `wayBack` rule says: kept in the undo entry as data, run by undo. Made with `wayBackCall`.
 */
export interface WayBack {
  op: string;
  params: Record<string, unknown>;
  /** How long the operation may take inside the Spoon, in seconds (its own declaration, for these params). */
  seconds: number;
  /** What it does, then what it did, in the person's words ("take the record x away", "took the record x away"). */
  what: string;
  did: string;
  /** A boolean field of its result that is false when there was nothing left to take back, and what is told then. */
  unless?: { falseField: string; told: string };
}

/** A way back through `op`, its params checked by the operation's own schema when the step is kept. */
export function wayBackCall<P extends Record<string, unknown>>(
  op: AppOperation<string, P, unknown>,
  params: P,
  words: Pick<WayBack, "what" | "did" | "unless">,
): WayBack {
  return {
    op: op.name,
    params: op.params.parse(params) as Record<string, unknown>,
    seconds: op.seconds(params),
    ...words,
  };
}

/** What undo reads of a command's definition (commands/define.ts): its type and its own three rules. */
export interface CommandRules {
  type: string;
  irreversible?(command: { type: string }, result: unknown): Lasting[];
  touches?(command: { type: string }, result: unknown): Touch;
  wayBack?(command: { type: string }, result: unknown): WayBack[];
}

/** The rules of the command a step ran, found among `commands` by its type. */
export function rulesOf(step: { command: { type: string } }, commands: readonly CommandRules[]) {
  return commands.find((command) => command.type === step.command.type);
}
