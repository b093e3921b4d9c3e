import { readFileSync, statSync } from "node:fs";
import { InputError, messageOf } from "../errors/index.ts";

/** Reads CONTRACT: JSON text, or `@path` to a file holding it. Throws with a message naming the problem. */
export function readContract(argument: string): unknown {
  const text = argument.startsWith("@") ? readContractFile(argument.slice(1)) : argument;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`CONTRACT is not JSON: ${messageOf(error)}`);
  }
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
