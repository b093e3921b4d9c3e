import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { plainIssue } from "../store/index.ts";
import { clipped, illFormedIn, nestsDeeperThan } from "../util/index.ts";
import { COMMAND_TYPES, commandDefinition, isCommandType, type Command } from "./commands.ts";

/** More steps than anyone asks for at once: a runaway plan. */
export const MAX_COMMANDS = 100;
/** Levels of arrays and objects an envelope may nest (a real plan nests 4): deeper is no plan, and is never walked. */
export const MAX_ENVELOPE_DEPTH = 32;
/** Why an envelope (`what`) nesting deeper than MAX_ENVELOPE_DEPTH is refused. */
export const tooDeep = (what: string) =>
  `${what} nests deeper than ${MAX_ENVELOPE_DEPTH} levels; a plan is a list of flat commands`;

/** The planner's output, `{commands, needs_clarification, clarification_reason}`; extra fields (`source`) are kept. */
export const EnvelopeShape = z.looseObject({
  commands: z
    .array(z.unknown())
    .max(MAX_COMMANDS, `a plan has at most ${MAX_COMMANDS} commands`)
    .describe("The commands to run, in order"),
  needs_clarification: z.boolean().describe("True when the request is ambiguous and nothing should run yet"),
  clarification_reason: z
    .string()
    .nullable()
    .optional()
    .describe("What to ask the person when clarification is needed"),
});

/**
 * The envelope as a person gives it to `exec` (VERIFY_ON_MAC.md's steps): the same, but with nothing to ask, the
 * question's fields may be left out (`{"commands":[{"type":"list_apps"}]}`). A planner's or the model's is whole.
 */
export const GivenEnvelopeShape = EnvelopeShape.extend({
  needs_clarification: EnvelopeShape.shape.needs_clarification.default(false),
});

/** The parts of an envelope that decide what runs. */
export interface Plan {
  commands: Command[];
  needs_clarification: boolean;
  clarification_reason?: string | null;
}
/** A checked envelope: the plan, plus any extra top-level fields it carried. */
export type Envelope = Plan & { [extra: string]: unknown };
export type EnvelopeCheck = { ok: true; envelope: Envelope } | { ok: false; error: string };

/** Checks one command against its schema; the error names the command's position and field. */
export function parseCommand(
  value: unknown,
  position: number,
): { ok: true; command: Command } | { ok: false; error: string } {
  const where = `commands[${position}]`;
  const type = typeof value === "object" && value !== null ? (value as { type?: unknown }).type : undefined;
  if (!isCommandType(type)) {
    const shown = type === undefined ? "missing" : clipped(String(JSON.stringify(type)), 80);
    return { ok: false, error: `${where}.type: ${shown} is not a command; valid: ${COMMAND_TYPES.join(", ")}` };
  }
  // Every text of every command crosses to the Mac: none may carry a NUL or a lone surrogate, whatever its field.
  const illFormed = illFormedIn(value, where);
  if (illFormed) return { ok: false, error: illFormed };
  const parsed = commandDefinition(type).schema.safeParse(value);
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error, where) };
  return { ok: true, command: parsed.data as Command };
}

/**
 * Checks a whole envelope before anything runs: a planner's, or (`given`) one a person wrote (GivenEnvelopeShape).
 * A plan that needs clarification is not executed, so its commands may be partial (a question may carry
 * `{"type": "switch_tab"}` with no tab_index yet); only their types are checked.
 */
export function parseEnvelope(value: unknown, given = false): EnvelopeCheck {
  if (nestsDeeperThan(value, MAX_ENVELOPE_DEPTH)) return { ok: false, error: tooDeep("the envelope") };
  // A person's is told in a person's words ("must be true or false (got "no")").
  const shape = given ? GivenEnvelopeShape.safeParse(value, { error: plainIssue }) : EnvelopeShape.safeParse(value);
  if (!shape.success) return { ok: false, error: describeIssues(shape.error) };
  const commands: Command[] = [];
  for (const [position, raw] of shape.data.commands.entries()) {
    if (shape.data.needs_clarification) {
      const type = typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined;
      if (!isCommandType(type))
        return { ok: false, error: `commands[${position}].type: not a command; valid: ${COMMAND_TYPES.join(", ")}` };
      commands.push(raw as Command);
      continue;
    }
    const checked = parseCommand(raw, position);
    if (!checked.ok) return checked;
    commands.push(checked.command);
  }
  return { ok: true, envelope: { ...shape.data, commands } };
}
