// AppleScript in the simulated osascript. AppleScript itself is not simulated: each script the Spoon
// runs (spoon/src/desktop/applescripts.ts) is known here by its exact text and carried out with the
// Apple events it sends, so Chrome's side is the same model JXA scripts talk to. A changed script is
// no longer known and fails like a compile error, which makes the simulator be updated with it.
import { REOPEN_TABS } from "../../../spoon/src/desktop/applescripts.ts";
import type { AppleEvent, ObjectReference, ReplyValue, ScriptableApp, Specifier } from "./apple-events.ts";
import type { OsascriptEnv, OsascriptResult } from "./osascript-env.ts";

class ScriptError extends Error {
  constructor(
    readonly number: number,
    message: string,
  ) {
    super(message);
  }
}

type Send = (event: AppleEvent) => ReplyValue;

const APP: Specifier = { form: "application" };
const WINDOWS: Specifier = { form: "every", container: APP, element: "windows" };
const windowAt = (index: number): Specifier => ({ form: "index", container: APP, element: "windows", index });
const tabsOf = (window: Specifier): Specifier => ({ form: "every", container: window, element: "tabs" });
const property = (container: Specifier, name: string): Specifier => ({ form: "property", container, property: name });

/** REOPEN_TABS, as AppleScript would run it: argv = windowIndex, position, url, repeated. */
function reopenTabs(argv: string[], send: Send): string {
  const opened: string[] = [];
  for (let i = 0; i + 2 < argv.length; i += 3) {
    const [windowIndex, position, url] = [Number(argv[i]), Number(argv[i + 1]), argv[i + 2]!];
    let made: Specifier;
    if (windowIndex === 0 || windowIndex > (send({ kind: "count", target: WINDOWS }) as number)) {
      const window = send({ kind: "make", className: "window", at: null, properties: {} }) as ObjectReference;
      made = (send({ kind: "get", target: property(window.$specifier, "activeTab") }) as ObjectReference).$specifier;
      send({ kind: "set", target: property(made, "url"), value: url });
    } else {
      const window = windowAt(windowIndex - 1);
      const count = send({ kind: "count", target: tabsOf(window) }) as number;
      const properties = { url };
      const event: AppleEvent =
        position > count
          ? { kind: "make", className: "tab", at: tabsOf(window), properties }
          : {
              kind: "make",
              className: "tab",
              at: { form: "index", container: window, element: "tabs", index: position - 1 },
              properties,
              insertion: "before",
            };
      made = (send(event) as ObjectReference).$specifier;
    }
    opened.push(`"${String(send({ kind: "get", target: property(made, "id") }))}"`);
  }
  const answer = `{"opened":[${opened.join(",")}]}`;
  return `${answer.length}:${answer}`;
}

const KNOWN: { source: string; app: string; run: (argv: string[], send: Send) => string }[] = [
  { source: REOPEN_TABS, app: "Google Chrome", run: reopenTabs },
];

export function runAppleScript(source: string, argv: string[], env: OsascriptEnv): OsascriptResult {
  const script = KNOWN.find((known) => known.source === source);
  if (!script) {
    // The shape of AppleScript's compile errors.
    const message = "this AppleScript is not one the simulator knows (see test/sim/chrome/applescript.ts)";
    return { exitCode: 1, stdout: "", stderr: `0:${source.length}: syntax error: ${message} (-2741)\n` };
  }
  const app: ScriptableApp | undefined = env.apps[script.app];
  const permission = env.automation?.[script.app];
  if (permission === "pending") return { exitCode: 1, stdout: "", stderr: "", hangs: true };
  const send: Send = (event) => {
    if (!app) throw new ScriptError(-2700, `Can't get application "${script.app}".`);
    if (permission === "denied") throw new ScriptError(-1743, `Not authorized to send Apple events to ${app.name}.`);
    const reply = app.handle(event);
    if (!reply.ok) throw new ScriptError(reply.number, `${app.name} got an error: ${reply.message}`);
    return reply.value;
  };
  try {
    return { exitCode: 0, stdout: `${script.run(argv, send)}\n`, stderr: "" };
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error;
    return {
      exitCode: 1,
      stdout: "",
      stderr: `0:${source.length}: execution error: ${error.message} (${error.number})\n`,
    };
  }
}
