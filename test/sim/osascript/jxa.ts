// `/usr/bin/osascript -l JavaScript -e <script>` in the simulator: the script runs in a node:vm
// context that holds only JavaScript's builtins and the JXA bridge, and its result and errors are
// printed the way osascript prints them.
import { types } from "node:util";
import vm from "node:vm";
import type { ScriptableApp } from "./apple-events.ts";
import { jsdom } from "../jsdom.ts";
import { installJxaBridge, type BridgeRequest, type RunOutcome } from "./jxa-bridge.ts";
import { installMacDate, type MacTime } from "./jxa-date.ts";
import { findApp, type OsascriptEnv, type OsascriptResult } from "./osascript-env.ts";

/** The name a JXA script's errors give as its file. */
const SCRIPT_NAME = "osascript";

/**
 * A script that may run JavaScript in a page (Chrome's `execute`, Safari's `doJavaScript`). Loading the simulated
 * page engine is not the script's time: a browser has its engine loaded, and the script's timeout would cut the
 * loading off halfway.
 */
const RUNS_IN_A_PAGE = /\b(?:execute|doJavaScript)\s*\(/;

/** Runs a JXA script (its `run(argv)` handler, if it defines one) and prints what osascript prints. */
export function runJavaScript(source: string, argv: string[], env: OsascriptEnv): OsascriptResult {
  if (RUNS_IN_A_PAGE.test(source)) jsdom();
  const log: string[] = [];
  const session: RunSession = { automation: env.automation ?? {}, pending: false, delay: env.delay, sleptMs: 0 };
  const context = createJxaContext(env.apps, log, session, env.macTime);
  let script: vm.Script;
  try {
    script = new vm.Script(source, { filename: SCRIPT_NAME });
  } catch (error) {
    return { exitCode: 1, stdout: "", stderr: syntaxErrorText(source, error) };
  }
  const outcome = runScript(script, context, argv, env.timeoutMs ?? 2000);
  if (session.pending) return { exitCode: 1, stdout: "", stderr: "", hangs: true };
  const logged = log.map((line) => `${line}\n`).join("");
  if (outcome === undefined)
    return {
      exitCode: 1,
      stdout: "",
      stderr: `${logged}execution error: Error: Error: AppleEvent timed out. (-1712)\n`,
    };
  if (!outcome.ok)
    return {
      exitCode: 1,
      stdout: "",
      stderr: `${logged}execution error: Error: ${outcome.text} (${outcome.number})\n`,
    };
  return { exitCode: 0, stdout: outcome.text === null ? "" : `${outcome.text}\n`, stderr: logged };
}

function createJxaContext(
  apps: Record<string, ScriptableApp>,
  log: string[],
  session: RunSession,
  macTime: MacTime | undefined,
): vm.Context {
  const context = vm.createContext({}, { name: SCRIPT_NAME, codeGeneration: { strings: true, wasm: false } });
  // tsx/esbuild wrap nested functions in __name(fn, "name") calls; inside the context it can be the identity.
  vm.runInContext("Object.defineProperty(globalThis, '__name', { value: (target) => target })", context);
  if (macTime) {
    const dated = vm.runInContext(`(${installMacDate.toString()})`, context) as typeof installMacDate;
    // The clock crosses as a number only; it moves on by what the script slept, so a loop waiting on it ends.
    dated(() => Number(macTime.now()) + session.sleptMs, String(macTime.timeZone));
  }
  const install = vm.runInContext(`(${installJxaBridge.toString()})`, context) as typeof installJxaBridge;
  install((request) => answerBridge(request, apps, log, session));
  return context;
}

/** Runs the script, then its `run(argv)` handler if it defines one; undefined means it timed out. */
function runScript(script: vm.Script, context: vm.Context, argv: string[], timeout: number): RunOutcome | undefined {
  const evaluate = (code: string): RunOutcome | undefined => {
    try {
      return JSON.parse(String(vm.runInContext(code, context, { timeout }))) as RunOutcome;
    } catch (error) {
      if (isTimeout(error)) return undefined;
      throw error;
    }
  };
  try {
    context.__jxaValue = script.runInContext(context, { timeout });
  } catch (thrown) {
    if (isTimeout(thrown)) return undefined;
    context.__jxaThrown = thrown;
    return evaluate("__jxaFail(__jxaThrown)");
  }
  return evaluate(`__jxaFinish(__jxaValue, ${JSON.stringify(JSON.stringify(argv))})`);
}

// Reads `code` without running script code: no proxy traps, no getters.
function isTimeout(error: unknown): boolean {
  if (error === null || typeof error !== "object" || types.isProxy(error)) return false;
  return Object.getOwnPropertyDescriptor(error, "code")?.value === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}

/** JXA's compile error: `start:end: syntax error: Error on line N: SyntaxError: ... (-2700)`. */
function syntaxErrorText(source: string, error: unknown): string {
  if (!(error instanceof SyntaxError)) throw error;
  const line = Number(/^osascript:(\d+)/.exec(error.stack ?? "")?.[1] ?? 1);
  const lines = source.split("\n");
  const start = lines.slice(0, line - 1).reduce((offset, text) => offset + text.length + 1, 0);
  const end = start + (lines[line - 1]?.length ?? 0);
  return `${start}:${end}: syntax error: Error on line ${line}: SyntaxError: ${error.message} (-2700)\n`;
}

/** The host side of the bridge: string in, string out, and never a throw that could carry a host object. */
function answerBridge(
  requestJson: string,
  apps: Record<string, ScriptableApp>,
  log: string[],
  session: RunSession,
): string {
  try {
    return JSON.stringify(answer(JSON.parse(requestJson) as BridgeRequest, apps, log, session));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ ok: false, number: -2700, message: `Simulator error: ${message}` });
  }
}

/** What one run of osascript knows beyond the apps: the Automation permissions, and whether it waits on a prompt. */
interface RunSession {
  automation: Record<string, "denied" | "pending">;
  pending: boolean;
  delay: ((seconds: number) => void) | undefined;
  /** Milliseconds slept in `delay()` so far: the Mac's clock as the script reads it has moved on that much. */
  sleptMs: number;
}

function answer(
  request: BridgeRequest,
  apps: Record<string, ScriptableApp>,
  log: string[],
  session: RunSession,
): unknown {
  if (request.type === "log") {
    log.push(request.text);
    return { ok: true, value: null };
  }
  if (request.type === "delay") {
    session.delay?.(Math.max(0, request.seconds));
    session.sleptMs += Math.max(0, request.seconds) * 1000;
    return { ok: true, value: null };
  }
  const app = findApp(apps, request.type === "lookup" ? request.name : request.app);
  if (!app) return { ok: false, number: -2700, message: "Application can't be found." };
  switch (request.type) {
    case "lookup":
      return { ok: true, value: { name: app.name, dictionary: app.dictionary } };
    case "running":
      return { ok: true, value: app.isRunning() };
    case "launch":
      app.launch();
      return { ok: true, value: null };
    case "event": {
      const permission = session.automation[app.name];
      if (permission === "denied")
        return { ok: false, number: -1743, message: `Not authorized to send Apple events to ${app.name}.` };
      if (permission === "pending") {
        session.pending = true;
        return { ok: false, number: -1712, message: "AppleEvent timed out." };
      }
      return app.handle(request.event);
    }
  }
}
