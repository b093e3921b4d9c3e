// `/usr/bin/osascript` in the simulator: its command line, then the script in the language it names. A
// script reaches whichever app it addresses (osascript-env.ts), as on a Mac.
import { runJavaScript } from "./jxa.ts";
import type { OsascriptEnv, OsascriptResult } from "./osascript-env.ts";

export type { OsascriptEnv, OsascriptResult } from "./osascript-env.ts";

const USAGE = "usage: osascript [-l language] [-e script] [-i] [-s {ehso}] [programfile] [argument ...]";

interface Invocation {
  language: string;
  source: string;
  argv: string[];
}

export function runOsascript(args: string[], env: OsascriptEnv): OsascriptResult {
  const invocation = parseArguments(args);
  if (typeof invocation === "string") return { exitCode: 1, stdout: "", stderr: `${invocation}\n` };
  if (invocation.language === "AppleScript") return appleScriptNotRun(invocation.source);
  if (invocation.language !== "JavaScript") {
    return { exitCode: 1, stdout: "", stderr: `osascript: invalid language "${invocation.language}"\n` };
  }
  return runJavaScript(invocation.source, invocation.argv, env);
}

/**
 * AppleScript is not simulated: the Spoon sends JXA, which runs against each app's dictionary; an AppleScript fails as
 * a script that does not compile, so none can pass a test unrun.
 */
function appleScriptNotRun(source: string): OsascriptResult {
  const message = "the simulator runs JavaScript for Automation only: AppleScript is not simulated";
  return { exitCode: 1, stdout: "", stderr: `0:${source.length}: syntax error: ${message} (-2741)\n` };
}

/** osascript's getopt-style command line; a string result is the error to print. */
function parseArguments(args: string[]): Invocation | string {
  const lines: string[] = [];
  let language = "AppleScript";
  let index = 0;
  for (; index < args.length && args[index]!.startsWith("-") && args[index] !== "-"; index++) {
    const option = args[index]!;
    if (option === "--") {
      index++;
      break;
    }
    if (!["-l", "-e", "-s"].includes(option)) return `osascript: illegal option -- ${option.slice(1)}\n${USAGE}`;
    const value = args[++index];
    if (value === undefined) return `osascript: option requires an argument -- ${option.slice(1)}\n${USAGE}`;
    if (option === "-l") language = value;
    if (option === "-e") lines.push(value);
    if (option === "-s" && !/^[ehso]*$/.test(value)) return `osascript: unknown output style flag in "${value}"`;
  }
  const rest = args.slice(index);
  if (lines.length > 0) return { language, source: lines.join("\n"), argv: rest };
  if (rest.length > 0) return `osascript: ${rest[0]}: No such file or directory`;
  return `osascript: no script given; the simulator runs scripts from -e only (no files, no stdin)\n${USAGE}`;
}
