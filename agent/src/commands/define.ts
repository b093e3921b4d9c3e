import type * as z from "zod";
import type { Act, ApprovalRequest, Approver } from "../consequences/index.ts";
import type { ClassicSchema, Snapshot } from "../contract/index.ts";
import type { ErrorType, HsClaudeError } from "../errors/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import type { Config, PresetStore } from "../store/index.ts";
import type { Lasting, Touch, UndoHistory, WayBack } from "../undo/index.ts";
import type { Eyes } from "../vision/index.ts";

export { modelText } from "../util/index.ts";

export type { ApprovalAnswer, ApprovalRequest, Approver } from "../consequences/index.ts";

/** What a command's `run` may use: the Spoon, the presets, the config, the desktop it was checked on. */
export interface CommandContext {
  spoon: SpoonClient;
  presets: PresetStore;
  config: Config;
  /** The desktop as it was when the plan was checked (tab indices refer to it). */
  before: Snapshot;
  /** Reads the desktop as it is now. */
  read(): Promise<Snapshot>;
  /** Answers a question about the desktop (query): offline when it can, else Claude. */
  answer(question: string, desktop: Snapshot): Promise<string>;
  /** The person's own words this run carries out; absent for a contract given whole (exec) or a model's goal. */
  said?: string;
  /** Asks the person before a step that turned out to be consequential only once it ran (what vision found). */
  approve: Approver;
  /** Questions about the screen (one screenshot and one call each); undefined when Claude cannot be reached. */
  eyes(): Promise<Eyes | undefined>;
  /** Waits (a fake clock in tests); cut short when the person cancels the run. */
  sleep(seconds: number): Promise<void>;
  /** True once the person cancelled the run: it stops before its next step. */
  cancelled?: () => boolean;
  /** The way back from recent commands (the undo command reads it). */
  undo: UndoHistory;
  /** The apps the workspace last had open and the one in front (restore_workspace reopens them); absent: none kept. */
  workspace?: { kept(): { apps: string[]; focused: string | null } | undefined };
}

/**
 * What a step did. An expected failure is a result (`ok: false`) whose message says what went wrong
 * and what is valid; a bug is a throw.
 */
export type StepOutcome =
  | { ok: true; message: string; result?: unknown }
  | { ok: false; message: string; result?: unknown; errorType: ErrorType; choice?: StepChoice };

/**
 * What a step that found several things where it needed one leaves to the person (two tracks of that name): the
 * question, and the candidates, each the exact commands that name one of them. The run asks (as it asks a planner's
 * clarification) and runs the one chosen in the step's place; the step itself did nothing.
 */
export interface StepChoice {
  reason: string;
  candidates: { label: string; commands: { type: string }[] }[];
}

export const done = (message: string, result?: unknown): StepOutcome => ({ ok: true, message, result });

/** What a step that did not run because the person cancelled the run says (the run records it as skipped). */
export const CANCELLED_STEP = "cancelled before it ran";
export const failed = (message: string, result?: unknown, errorType: ErrorType = "action"): StepOutcome => ({
  ok: false,
  message,
  result,
  errorType,
});

/** A step the person's cancel stopped before it did anything (a wait cut short, a look at the screen given up). */
export const cancelledStep = (): StepOutcome => failed(CANCELLED_STEP, undefined, "cancelled");

/** A step whose question was not approved: cancelled when the run withdrew it, else refused with `message`. */
export const unapproved = (message: string, answer: { withdrawn?: true }): StepOutcome =>
  answer.withdrawn ? cancelledStep() : failed(message, undefined, "cancelled");

/** The step did nothing because it needs the person to choose: `message` names the candidates for a reader. */
export const asks = (message: string, choice: StepChoice, result?: unknown): StepOutcome => ({
  ok: false,
  message,
  result,
  errorType: "validation",
  choice,
});

/** `reads` of a command that needs no window of the desktop (an app's tool talking to the app by script). */
export const readsNoWindows = (): string[] => [];

/** The step failed for the reason an expected error gives (the Spoon refused, timed out, went away). */
export const failedWith = (error: HsClaudeError, result?: unknown): StepOutcome =>
  failed(error.message, result, error.errorType);

/**
 * One command, whole (opencode's Tool.define): its schema (the contract, the JSON Schema the model
 * sees, the type `run` gets), the description the model reads, its check against the desktop, its
 * approval rule, what undo may take back of it and what it cannot, and how it runs.
 */
export interface CommandDefinition<C extends { type: string } = { type: string }> {
  type: C["type"];
  schema: z.ZodType<C>;
  /** What the model reads about the command (from the .txt beside its file). */
  description: string;
  /** What is wrong with the command on this desktop, naming what is valid; undefined when it can run. */
  check?(command: C, desktop: Snapshot): string | undefined;
  /** The desktop as later steps of the same plan will find it (a tab closed, an app quit). */
  expect?(command: C, desktop: Snapshot): Snapshot;
  /** What to ask before the plan runs, judged on all of the plan's commands of this type together. */
  approval?(commands: C[], desktop: Snapshot, config: Config): ApprovalRequest | undefined;
  /**
   * What the step does to the keyboard and the apps (an app comes forward, text typed, a key pressed, an
   * address opened), for the consequence rules, which judge the plan's acts in order, before and as it runs.
   */
  acts?(command: C, desktop: Snapshot): Act[];
  /**
   * What the step could change, from the command and its result (done or failed): the apps it named, the
   * tabs it closed or opened. Undo takes back only what some step touched; none when absent.
   */
  touches?(command: C, result: unknown): Touch;
  /** What of a done step no undo takes back (text typed, a preset saved), told with the undo; none when absent. */
  irreversible?(command: C, result: unknown): Lasting[];
  /**
   * How undo takes back what a done step did inside its app (a record it made, deleted): calls of the app's own
   * operations (`wayBackCall`), kept in the undo entry and run by undo, the last first; none when absent.
   */
  wayBack?(command: C, result: unknown): WayBack[];
  /**
   * The apps (by name) whose windows are all its check, approval and run need of the desktop, beside the screens,
   * the apps and the tabs: a plan of such commands is made on that part of the desktop, read in milliseconds; a
   * command without it is planned on the whole desktop.
   */
  reads?(command: C): string[];
  /**
   * An app's tool's permission tier: `read` runs; `write` runs unless the person's settings say ask; `destructive`
   * (moving or trashing files, sending, deleting, quitting) always asks the person, through its `approval`, which
   * lists exactly what will happen. Desktop commands leave it out (their `approval` decides).
   */
  tier?: Tier;
  /**
   * What the command may do, as a client is told before it calls it (the MCP server's annotations): an app's tool
   * without it is what its `tier` says. It decides no question: `tier` and `approval` do.
   */
  effect?: Effect;
  /** Two steps of this command in a row, as the one step they are (closing two tabs is one close); absent: two. */
  join?(earlier: C, later: C): C;
  run(command: C, ctx: CommandContext): Promise<StepOutcome>;
}

/** How much an app's tool may do without asking (see `tier`). */
export type Tier = "read" | "write" | "destructive";

/**
 * How far a command may change things (`tier`: reads only, changes, may lose something or reach someone), whether
 * doing it twice with the same fields is doing it once (`idempotent`), and whether it may reach beyond the Mac's own
 * state, such as web pages and what they send (`openWorld`).
 */
export interface Effect {
  tier: Tier;
  idempotent?: boolean;
  openWorld?: boolean;
}

/** What a command may do: its own `effect`, else what an app's tool's `tier` says; a command with neither is a bug. */
export function effectOf(definition: CommandDefinition): Effect {
  const effect = definition.effect ?? (definition.tier ? { tier: definition.tier } : undefined);
  if (effect === undefined) throw new Error(`${definition.type} declares neither an effect nor a tier`);
  return effect;
}

/**
 * Declares a command; the schema's output type is what `check`, `approval` and `run` receive. The schema is taken
 * as its own type `S` (a classic schema is a ZodType of its output by construction): checking each schema against
 * `z.ZodType<C>` member by member cost the type check ~0.15 s per command. The definition returned types its schema
 * as `z.ZodType<C>` only: with the schema's own class in it, a list of definitions (an app's) was inferred member by
 * member.
 */
export function defineCommand<S extends ClassicSchema<{ type: string }>>(
  definition: Omit<CommandDefinition<z.output<S>>, "schema"> & { schema: S },
): CommandDefinition<z.output<S>> {
  return definition as unknown as CommandDefinition<z.output<S>>;
}
