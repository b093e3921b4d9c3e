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
}

/** A file moved from one path of the home to another. */
export interface FileMove {
  from: string;
  to: string;
}

/** What undo reads of a command's definition (commands/define.ts): its type and its own two rules. */
export interface CommandRules {
  type: string;
  irreversible?(command: { type: string }, result: unknown): Lasting[];
  touches?(command: { type: string }, result: unknown): Touch;
}

/** The rules of the command a step ran, found among `commands` by its type. */
export function rulesOf(step: { command: { type: string } }, commands: readonly CommandRules[]) {
  return commands.find((command) => command.type === step.command.type);
}
