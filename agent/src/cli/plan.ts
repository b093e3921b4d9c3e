import { readFileSync } from "node:fs";
import { describeIssues, Snapshot } from "../contract/index.ts";
import { planCommand } from "../planner/route.ts";
import { EXIT } from "./exit.ts";

/** Reads a snapshot file (SPEC section 4) for `--context`; the error names the file and the field. */
export function readContext(path: string): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`cannot read the context ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const parsed = Snapshot.safeParse(raw);
  if (!parsed.success) throw new Error(`${path} is not a desktop snapshot: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** `hs-claude plan`: prints the envelope on stdout; exit 3 when it needs clarification. */
export async function plan(args: { context: string; offline: boolean; command: string }): Promise<number> {
  const snapshot = readContext(args.context);
  const envelope = await planCommand(args.command, snapshot, { offline: args.offline });
  process.stdout.write(`${JSON.stringify(envelope)}\n`);
  return envelope.needs_clarification ? EXIT.clarify : EXIT.done;
}
