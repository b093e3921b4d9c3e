import type { DesktopCommand } from "../../commands/index.ts";
import { appFor, isOutcome, unknownApp, type Match, type Rule, type RuleContext } from "../context.ts";
import { pattern } from "../pattern.ts";
import { cannot, clarify, plan, type Outcome } from "../outcome.ts";
import { focusOn, quitApp } from "./commands.ts";

/** "quit X", "close the X app": what comes after the verb is X. */
export const QUIT =
  /^(?:quit|exit|kill|close|shut down|shutdown|terminate)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:app|application))?$/;
/** "close the slack window": one window of an app, which only quitting the app would close. */
export const WINDOW_OF = /^(?:(.+?)\s+)?windows?$/;

/** "all", "every app", "everything": no one app, but all of them. */
const EVERY_APP =
  /^(?:all|every|everything|each)(?:\s+(?:of\s+)?(?:the|my))?(?:\s+(?:running\s+)?(?:apps?|applications?|programs?))?$/;
/** The Mac itself ("shut down the mac"), which is no app to quit. */
const THE_MAC = /^(?:(?:this|the|my)\s+)?(?:mac|macbook|imac|computer|laptop|machine|system)$/;
/** "all", "every", "all my" before a name ("all slack windows"): the name is what follows. */
const ALL_OF = /^(?:(?:all|every|each)(?:\s+(?:of\s+)?(?:the|my))?|the|my)(?:\s+|$)/;

/** "close the slack window", "close all windows": there is no close-window operation; quitting closes them all. */
function closeWindows(named: string, ctx: RuleContext): Outcome<DesktopCommand> {
  const name = named.replace(ALL_OF, "");
  const app = name ? appFor(name, ctx) : undefined;
  if (!app || isOutcome(app) || !app.running)
    return cannot(`closing windows is not something I can do yet; quitting an app closes its windows ("quit slack")`);
  const candidates = [{ label: `quit ${app.app} (all its windows)`, commands: [quitApp(app.app)] }];
  return clarify(
    `closing windows is not something I can do yet; quit ${app.app} instead (all its windows)?`,
    candidates,
  );
}

/** Why a name that is no app cannot be quit: all of them at once, the Mac itself, or no app of that name. */
function noAppToQuit(name: string, ctx: RuleContext): Outcome<DesktopCommand> {
  const running = ctx.snapshot.apps.map((a) => a.name).join(", ");
  if (EVERY_APP.test(name))
    return cannot(`quitting every app at once is not something I can do; name the apps to quit; running: ${running}`);
  if (THE_MAC.test(name))
    return cannot("shutting down, restarting or logging out of the Mac is not something I can do");
  return clarify(`no running app is called "${name}"; running: ${running}`);
}

/**
 * "quit spotify", "close notes": quits a running app (the executor asks the person first). A name that is
 * no app may be something an application's rules close ("close youtube": its tab), tried before this one.
 */
const quit: Match<DesktopCommand> = (clause, ctx) => {
  const match = QUIT.exec(clause);
  if (!match || /\btabs?$/.test(match[1]!)) return undefined;
  const windowOf = WINDOW_OF.exec(match[1]!);
  // There is no close-window operation: quitting the app would close more than was asked.
  if (windowOf) return closeWindows(windowOf[1] ?? "", ctx);
  const app = appFor(match[1]!, ctx, (name) => [quitApp(name)]);
  if (isOutcome(app)) return app;
  if (!app) return noAppToQuit(match[1]!, ctx);
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
