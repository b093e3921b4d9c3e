import { appFor, isOutcome, unknownApp, type Rule } from "../context.ts";
import { pattern } from "../pattern.ts";
import { clarify, plan } from "../outcome.ts";
import { matchTabs } from "../../desktop/index.ts";
import { closeTabsNamed } from "./tabs.ts";

const QUIT =
  /^(?:quit|exit|kill|close|shut down|shutdown|terminate)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:app|application))?$/;

/** "quit spotify", "close notes": quits a running app (the executor asks the person first). */
export const quitRule: Rule = (clause, ctx) => {
  const match = QUIT.exec(clause);
  if (!match || /\btabs?$/.test(match[1]!)) return undefined;
  const windowOf = /^(.+?)\s+windows?$/.exec(match[1]!);
  if (windowOf) {
    // There is no close-window operation: quitting the app would close more than was asked.
    const app = appFor(windowOf[1]!, ctx);
    const candidates =
      app && !isOutcome(app) && app.running
        ? [
            {
              label: `quit ${app.app} (all its windows)`,
              commands: [{ type: "close_app" as const, app_name: app.app }],
            },
          ]
        : [];
    return clarify(`closing a single window is not something I can do yet; quit the whole app instead?`, candidates);
  }
  const app = appFor(match[1]!, ctx, (name) => [{ type: "close_app", app_name: name }]);
  if (isOutcome(app)) return app;
  const tabs = !app && clause.startsWith("close ") ? closeTabsNamed(match[1]!, ctx) : undefined;
  if (tabs) return tabs;
  if (!app)
    return clarify(
      `no running app is called "${match[1]}"; running: ${ctx.snapshot.apps.map((a) => a.name).join(", ")}`,
    );
  if (!app.running) return clarify(`${app.app} is not running`);
  return plan([{ type: "close_app", app_name: app.app }], app.app);
};

const FOCUS = pattern(
  String.raw`^(?:focus(?: on)?|activate|bring up|bring|launch|start|run|show(?: me)?|see)\s+(?:the\s+|my\s+)?(.+?)`,
  String.raw`(?:\s+(?:app|application|window))?(?:\s+(?:to (?:the )?front|up|forward))?$`,
);

/** "focus slack", "launch vscode": an app to the front, launched when it is installed but not running. */
export const focusRule: Rule = (clause, ctx) => {
  const match = FOCUS.exec(clause);
  if (!match) return undefined;
  const focus = (name: string) => [{ type: "focus_app" as const, app_name: name }];
  const app = appFor(match[1]!, ctx, focus);
  if (isOutcome(app)) return app;
  if (!app) return unknownApp(match[1]!, ctx, focus);
  return plan([{ type: "focus_app", app_name: app.app }], app.app);
};

const HIDE = /^hide\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:app|application|windows?))?$/;

/** "hide slack": a running app out of sight (focusing it shows it again). */
export const hideRule: Rule = (clause, ctx) => {
  const match = HIDE.exec(clause);
  if (!match) return undefined;
  const hide = (name: string) => [{ type: "hide_app" as const, app_name: name }];
  const app = appFor(match[1]!, ctx, hide);
  if (isOutcome(app)) return app;
  if (!app) return unknownApp(match[1]!, ctx, hide);
  if (!app.running) return clarify(`${app.app} is not running, so there is nothing to hide`);
  return plan([{ type: "hide_app", app_name: app.app }], app.app);
};

/** "obsidian" or "hacker news", said alone: that app to the front, else the one tab of that site (as launchers do). */
export const bareAppRule: Rule = (clause, ctx) => {
  const app = appFor(clause, ctx, (name) => [{ type: "focus_app", app_name: name }]);
  if (isOutcome(app)) return app;
  if (app) return plan([{ type: "focus_app", app_name: app.app }], app.app);
  const tabs = matchTabs(clause, ctx.snapshot);
  return tabs.length === 1 ? plan([{ type: "switch_tab", tab_index: tabs[0]!.index }]) : undefined;
};
