import type { DesktopCommand } from "../../commands/index.ts";
import { appFor, isOutcome, unknownApp, type Match, type Rule } from "../context.ts";
import { pattern } from "../pattern.ts";
import { cannot, clarify, plan } from "../outcome.ts";
import { focusOn, quitApp } from "./commands.ts";

/** "quit X", "close the X app": what comes after the verb is X. */
export const QUIT =
  /^(?:quit|exit|kill|close|shut down|shutdown|terminate)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:app|application))?$/;
/** "close the slack window": one window of an app, which only quitting the app would close. */
export const WINDOW_OF = /^(.+?)\s+windows?$/;

/**
 * "quit spotify", "close notes": quits a running app (the executor asks the person first). A name that is
 * no app may be something an application's rules close ("close youtube": its tab), tried before this one.
 */
const quit: Match<DesktopCommand> = (clause, ctx) => {
  const match = QUIT.exec(clause);
  if (!match || /\btabs?$/.test(match[1]!)) return undefined;
  const windowOf = WINDOW_OF.exec(match[1]!);
  if (windowOf) {
    // There is no close-window operation: quitting the app would close more than was asked.
    const app = appFor(windowOf[1]!, ctx);
    const candidates =
      app && !isOutcome(app) && app.running
        ? [{ label: `quit ${app.app} (all its windows)`, commands: [quitApp(app.app)] }]
        : [];
    return clarify(`closing a single window is not something I can do yet; quit the whole app instead?`, candidates);
  }
  const app = appFor(match[1]!, ctx, (name) => [quitApp(name)]);
  if (isOutcome(app)) return app;
  if (!app)
    return clarify(
      `no running app is called "${match[1]}"; running: ${ctx.snapshot.apps.map((a) => a.name).join(", ")}`,
    );
  if (!app.running) return cannot(`${app.app} is not running`);
  return plan([quitApp(app.app)], app.app);
};

const FOCUS = pattern(
  String.raw`^(?:focus(?: on)?|activate|bring up|bring|launch|start|run|show(?: me)?|see)\s+(?:the\s+|my\s+)?(.+?)`,
  String.raw`(?:\s+(?:app|application|window))?(?:\s+(?:to (?:the )?front|up|forward))?$`,
);
const HIDE = /^hide\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:app|application|windows?))?$/;

/**
 * A verb and an app ("focus slack", "hide slack") to one command on that app. A name that is no app here
 * asks which running app is meant; `notRunning` says why an app that is not running cannot be asked.
 */
function oneAppCommand(
  form: RegExp,
  command: (app: string) => DesktopCommand,
  notRunning?: (app: string) => string,
): Match<DesktopCommand> {
  const commandsFor = (app: string) => [command(app)];
  return (clause, ctx) => {
    const match = form.exec(clause);
    if (!match) return undefined;
    const app = appFor(match[1]!, ctx, commandsFor);
    if (isOutcome(app)) return app;
    if (!app) return unknownApp(match[1]!, ctx, commandsFor);
    if (!app.running && notRunning) return cannot(notRunning(app.app));
    return plan(commandsFor(app.app), app.app);
  };
}

/** "focus slack", "launch vscode": an app to the front, launched when it is installed but not running. */
const focus = oneAppCommand(FOCUS, focusOn);

/** "hide slack": a running app out of sight (focusing it shows it again). */
const hide = oneAppCommand(
  HIDE,
  (app) => ({ type: "hide_app", app_name: app }),
  (app) => `${app} is not running, so there is nothing to hide`,
);

/** "obsidian", said alone: that app to the front (as launchers do); a name that is no app is left to others. */
const bareApp: Match<DesktopCommand> = (clause, ctx) => {
  const app = appFor(clause, ctx, (name) => [focusOn(name)]);
  if (isOutcome(app)) return app;
  return app ? plan([focusOn(app.app)], app.app) : undefined;
};

export const APP_RULES: Rule<DesktopCommand>[] = [
  { precedence: "verb", verbs: ["close", "quit", "exit", "kill"], match: quit },
  { precedence: "verb", verbs: ["hide"], match: hide },
  { precedence: "verb", verbs: ["focus", "activate", "bring", "launch", "start", "show", "see"], match: focus },
  { precedence: "name", verbs: [], match: bareApp },
];
