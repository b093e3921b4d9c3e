// AppleScript in the simulated osascript. AppleScript itself is not simulated: a script reaches the app it
// `tell`s, whose model knows each script the Spoon sends it by its exact text and carries it out with the
// Apple events it sends (the same model JXA scripts talk to). A changed script is no longer known and fails
// like a compile error, which makes the app's model be updated with it.
import type { ScriptableApp, Send } from "./apple-events.ts";
import { findApp, type OsascriptEnv, type OsascriptResult } from "./osascript-env.ts";

class ScriptError extends Error {
  constructor(
    readonly number: number,
    message: string,
  ) {
    super(message);
  }
}

/** The app a script's `tell application "..."` names. */
const TELL = /\btell application "([^"]+)"/;

/** The shape of AppleScript's compile errors: a script the simulator cannot carry out does not compile. */
function notKnown(source: string, why: string): OsascriptResult {
  const message = `this AppleScript is not one the simulator knows: ${why}`;
  return { exitCode: 1, stdout: "", stderr: `0:${source.length}: syntax error: ${message} (-2741)\n` };
}

export function runAppleScript(source: string, argv: string[], env: OsascriptEnv): OsascriptResult {
  const target = TELL.exec(source)?.[1];
  const app = target === undefined ? undefined : findApp(env.apps, target);
  if (!app) return notKnown(source, target === undefined ? "it tells no app" : `"${target}" is not on this Mac`);
  const script = app.appleScripts?.find((known) => known.source === source);
  if (!script) return notKnown(source, `the model of ${app.name} (test/sim/apps/) does not know it`);
  const permission = env.automation?.[app.name];
  if (permission === "pending") return { exitCode: 1, stdout: "", stderr: "", hangs: true };
  try {
    return { exitCode: 0, stdout: `${script.run(argv, sender(app, permission))}\n`, stderr: "" };
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error;
    return {
      exitCode: 1,
      stdout: "",
      stderr: `0:${source.length}: execution error: ${error.message} (${error.number})\n`,
    };
  }
}

/** The script's events go to the app it tells, with the Automation permission the person gave. */
function sender(app: ScriptableApp, permission: string | undefined): Send {
  return (event) => {
    if (permission === "denied") throw new ScriptError(-1743, `Not authorized to send Apple events to ${app.name}.`);
    const reply = app.handle(event);
    if (!reply.ok) throw new ScriptError(reply.number, `${app.name} got an error: ${reply.message}`);
    return reply.value;
  };
}
