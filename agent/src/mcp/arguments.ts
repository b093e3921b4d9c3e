import { describeIssues } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { parseEnvelope, type Envelope } from "../registry/index.ts";
import { listTools, RunArguments } from "./tools.ts";

/** A call's arguments, checked: what runs, or why nothing does (a line naming the field and what is valid). */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const invalid = (tool: string, why: string) => plainLine(`invalid arguments for ${tool}: ${why}; nothing ran`);

/** The envelope's error as the arguments' ("commands[0].app_name: ..." is "app_name: ..."). */
const asArguments = (error: string) => error.replace(/(^|; )commands\[0\](?:\.|: )/g, "$1");

/** What the tool takes: each argument's name, the optional ones with a "?". */
function takes(tool: string): string {
  const schema = listTools().find((listed) => listed.name === tool)?.inputSchema;
  const required = new Set(schema?.required ?? []);
  const names = Object.keys(schema?.properties ?? {}).map((name) => (required.has(name) ? name : `${name}?`));
  return names.length ? `${tool} takes ${names.join(", ")}` : `${tool} takes no arguments`;
}

/**
 * A command tool's arguments as the one-command envelope they make, checked whole (its schema, its fields' limits)
 * before anything runs. `type` is no argument: the tool's name is the command's type.
 */
export function commandEnvelope(tool: string, args: Record<string, unknown> | undefined): Checked<Envelope> {
  const given = args ?? {};
  if (Object.hasOwn(given, "type"))
    return { ok: false, error: invalid(tool, `type is not an argument (the tool's name, ${tool}, is the command)`) };
  const command = { type: tool, ...given };
  const checked = parseEnvelope({ commands: [command], needs_clarification: false, clarification_reason: null });
  if (!checked.ok) return { ok: false, error: invalid(tool, `${asArguments(checked.error)}; ${takes(tool)}`) };
  return { ok: true, value: checked.envelope };
}

/** `run`'s arguments: the command in the person's words. */
export function runArguments(tool: string, args: Record<string, unknown> | undefined): Checked<string> {
  const parsed = RunArguments.safeParse(args ?? {});
  if (!parsed.success) return { ok: false, error: invalid(tool, describeIssues(parsed.error)) };
  return { ok: true, value: parsed.data.command };
}

/** `snapshot` takes nothing. */
export function noArguments(tool: string, args: Record<string, unknown> | undefined): Checked<undefined> {
  const given = Object.keys(args ?? {});
  if (given.length === 0) return { ok: true, value: undefined };
  return { ok: false, error: invalid(tool, `${tool} takes no arguments, got ${given.join(", ")}`) };
}
