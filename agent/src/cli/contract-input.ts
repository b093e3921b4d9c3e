import { readFileSync, statSync } from "node:fs";
import { MAX_ENVELOPE_DEPTH, tooDeep } from "../registry/index.ts";
import { InputError, messageOf } from "../errors/index.ts";
import { nestsDeeperThan, plainLine, withoutByteOrderMark } from "../util/index.ts";

/**
 * Reads CONTRACT: JSON text, or `@path` to a file holding it. Throws with a message naming the problem; a value
 * nested too deep for any plan is refused here, so nothing downstream walks or prints it.
 */
export function readContract(argument: string): unknown {
  const text = argument.startsWith("@") ? readContractFile(argument.slice(1)) : argument;
  let value: unknown;
  try {
    value = JSON.parse(withoutByteOrderMark(text));
  } catch (error) {
    // The parser quotes the text around the mistake: one plain line of it.
    throw new InputError(`CONTRACT is not JSON: ${plainLine(messageOf(error))}`);
  }
  if (nestsDeeperThan(value, MAX_ENVELOPE_DEPTH)) throw new InputError(tooDeep("CONTRACT"));
  return value;
}

function readContractFile(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new InputError(
      `cannot read CONTRACT file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** The size of a file in bytes, or undefined when it cannot be read (reading it then says why). */
export function fileSize(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}
