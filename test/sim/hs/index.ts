import type { Unanswered } from "../cost-meter.ts";
import type { SimApp, SimScreen, SimWindow } from "../desktop.ts";
import { alertModule, notifyModule } from "./alert.ts";
import { axuielementModule } from "./axuielement.ts";
import { applicationModule, SimApplication } from "./application.ts";
import type { SimContext } from "./context.ts";
import { chooserModule } from "./chooser.ts";
import { eventtapModules } from "./eventtap.ts";
import { fsModule } from "./fs.ts";
import { SimRect } from "./geometry.ts";
import { hostModule } from "./host.ts";
import { hotkeyModule } from "./hotkey.ts";
import { jsonModule } from "./json.ts";
import { menubarModule } from "./menubar.ts";
import { mouseModule } from "./mouse.ts";
import { loggerModule } from "./logger.ts";
import { screenModule, SimScreenObject } from "./screen.ts";
import { pasteboardModule } from "./pasteboard.ts";
import { settingsModule } from "./settings.ts";
import { spoonsModule } from "./spoons.ts";
import { taskModule } from "./task.ts";
import { timerModule } from "./timer.ts";
import { urleventModule } from "./urlevent.ts";
import { userContentModule, webviewModule } from "./webview.ts";
import { websocketModule } from "./websocket.ts";
import { SimWindowObject, windowModule } from "./window.ts";

/** One object per model item, so the same window is the same object while it exists. */
function cached<K extends object, O>(make: (key: K) => O): (key: K) => O {
  const objects = new WeakMap<K, O>();
  return (key) => {
    let made = objects.get(key);
    if (made === undefined) objects.set(key, (made = make(key)));
    return made;
  };
}

/** The hs modules the simulated Mac offers, by name; each implements Hammerspoon's documented behaviour. */
export function buildModules(ctx: SimContext): Record<string, object> {
  const screenObject = cached((screen: SimScreen) => new SimScreenObject(ctx, screen));
  const appObject: (app: SimApp) => SimApplication = cached(
    (app: SimApp) => new SimApplication(ctx, app, (win) => windowObject(win)),
  );
  const appByName = (name: string) => {
    const app = ctx.desktop.running.find((a) => a.name === name);
    return app ? appObject(app) : undefined;
  };
  const windowObject: (win: SimWindow) => SimWindowObject = cached(
    (win: SimWindow) => new SimWindowObject(ctx, win, screenObject, appByName),
  );
  return {
    __root: {
      accessibilityState: () => ctx.settings.accessibility,
      screenRecordingState: () => ctx.settings.screenRecording,
      /** Hammerspoon becomes the active app: its key window takes the keys typed next. */
      focus: () => void (ctx.screen.hammerspoonActive = true),
    },
    alert: alertModule(ctx),
    axuielement: axuielementModule(ctx),
    application: applicationModule(ctx, appObject),
    chooser: chooserModule(ctx),
    ...eventtapModules(ctx),
    fs: fsModule(ctx),
    host: hostModule(),
    hotkey: hotkeyModule(ctx),
    json: jsonModule(ctx),
    logger: loggerModule(ctx),
    menubar: menubarModule(ctx),
    mouse: mouseModule(ctx, screenObject),
    notify: notifyModule(ctx),
    pasteboard: pasteboardModule(ctx),
    screen: screenModule(ctx, screenObject),
    settings: settingsModule(ctx),
    spoons: spoonsModule(ctx),
    task: taskModule(ctx),
    timer: timerModule(ctx),
    urlevent: urleventModule(ctx),
    webview: webviewModule(ctx),
    "webview.usercontent": userContentModule(),
    websocket: websocketModule(ctx),
    window: windowModule(ctx, windowObject),
  };
}

/** What a call returns when its app does not answer: an empty frame, the primary screen (cost-meter.ts). */
export function unansweredValues(modules: Record<string, object>): Unanswered {
  const screen = modules.screen as ReturnType<typeof screenModule>;
  return { zeroRect: () => new SimRect({ x: 0, y: 0, w: 0, h: 0 }), primaryScreen: () => screen.primaryScreen() };
}

export type {
  SimContext,
  BoundHotkey,
  ChooserQuestion,
  Dialog,
  OpenDialog,
  Person,
  PersonAtTheMac,
  SimChooserLike,
} from "./context.ts";
