// Google Chrome as a scriptable app: its JXA terminology and the handling of each Apple event.
import {
  AppleEventError,
  objectNotFound,
  READ_ONLY,
  READ_WRITE,
  STANDARD_APPLICATION,
  type AppleEvent,
  type EventReply,
  type JsonRecord,
  type JsonValue,
  type ReplyValue,
  type ScriptableApp,
  type ScriptingDictionary,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { ChromeErrorNumber, ChromeScriptError, NEW_TAB_URL, type ChromeModel } from "./chrome-model.ts";
import {
  mapResolved,
  readProperty,
  referenceTo,
  resolve,
  writeProperty,
  type ChromeObject,
  type Resolved,
} from "./chrome-resolve.ts";
import { scriptValue } from "./chrome-pages.ts";
import { CHROME_COSTS } from "../../costs.ts";

/**
 * The parts of Chrome's scripting.sdef the Spoon uses, under their JXA names, each as the sdef has it (a property
 * without access="r" is writable). Left out, as the Spoon never uses them: the window's given name, bounds and
 * closeable/minimizable/resizable/zoomable/zoomed, the tab's edit commands (undo, redo, cut/copy/paste selection,
 * select all), stop, print, view source, save, and the bookmark classes. `activate` is every app's (not an sdef term).
 */
export const CHROME_DICTIONARY: ScriptingDictionary = {
  application: "application",
  source:
    "chromium/chromium chrome/browser/ui/cocoa/applescript/scripting.sdef " +
    "@ 9534e258536f6471dde77caa0e6040b891683b48 (ids are text)",
  classes: {
    application: STANDARD_APPLICATION,
    window: {
      properties: {
        id: READ_ONLY,
        name: READ_ONLY,
        index: READ_WRITE,
        activeTabIndex: READ_WRITE,
        activeTab: { type: { class: "tab" }, writable: false },
        minimized: READ_WRITE,
        visible: READ_WRITE,
        // Writable in the sdef, refused after the window is made (Chrome's error 10).
        mode: READ_WRITE,
      },
      elements: { tabs: "tab" },
      commands: ["close"],
    },
    tab: {
      properties: { id: READ_ONLY, title: READ_ONLY, url: READ_WRITE, loading: READ_ONLY },
      elements: {},
      commands: ["close", "execute", "reload", "goBack", "goForward"],
    },
  },
};

export function chromeScriptable(model: ChromeModel): ScriptableApp {
  return {
    name: "Google Chrome",
    bundleId: "com.google.Chrome",
    dictionary: CHROME_DICTIONARY,
    isRunning: () => model.running,
    launch: () => model.launch(),
    handle: (event) => handleEvent(model, event),
    costs: CHROME_COSTS,
  };
}

/** One Apple event: counted, launching Chrome first unless it is a quit to a Chrome that is not running. */
function handleEvent(model: ChromeModel, event: AppleEvent): EventReply {
  if (event.kind === "command" && event.name === "quit" && !model.running) return { ok: true, value: null };
  model.appleEvents++;
  model.launch();
  try {
    return { ok: true, value: dispatch(model, event) };
  } catch (error) {
    if (error instanceof AppleEventError || error instanceof ChromeScriptError) {
      return { ok: false, number: error.number, message: error.message };
    }
    throw error;
  }
}

function dispatch(model: ChromeModel, event: AppleEvent): ReplyValue {
  switch (event.kind) {
    case "get":
      return getValue(model, event.target);
    case "set":
      return setValue(model, event.target, event.value);
    case "count":
      return flatten(resolve(model, event.target)).length;
    case "command":
      return runCommand(model, event.name, resolve(model, event.target), event.args);
    case "make":
      return make(model, event);
  }
}

function getValue(model: ChromeModel, target: Specifier): ReplyValue {
  if (target.form !== "property") return mapResolved(resolve(model, target), (object) => referenceTo(model, object));
  const property = target.property;
  return mapResolved(resolve(model, target.container), (object) => readProperty(model, object, property));
}

function setValue(model: ChromeModel, target: Specifier, value: JsonValue): null {
  if (target.form !== "property") throw new AppleEventError(-10003, "Access not allowed.");
  const property = target.property;
  flatten(resolve(model, target.container)).forEach((object) => writeProperty(model, object, property, value));
  return null;
}

function runCommand(model: ChromeModel, name: string, target: Resolved, args: JsonRecord): ReplyValue {
  if (name === "execute") return mapResolved(target, (object) => execute(model, object, args));
  const objects = flatten(target);
  if (name === "activate") model.activate();
  else if (name === "quit") model.quit();
  else if (name === "close") objects.forEach((object) => closeObject(model, object));
  else if (name === "reload") objects.forEach((object) => model.reloadTab(requireTab(object).tab.id));
  else if (name === "goBack" || name === "goForward")
    objects.forEach((object) => model.goInHistory(requireTab(object).tab.id, name === "goBack" ? -1 : 1));
  else throw messageNotUnderstood();
  return null;
}

function closeObject(model: ChromeModel, object: ChromeObject): void {
  if (object.class === "window") return model.closeWindow(object.window.id);
  const { window, tab } = requireTab(object);
  model.closeTab(window.id, tab.id);
}

function execute(model: ChromeModel, object: ChromeObject, args: JsonRecord): ReplyValue {
  const result = model.executeJavaScript(requireTab(object).tab.id, String(args.javascript ?? ""));
  return scriptValue(result) as ReplyValue; // undefined and what cannot be converted come back as missing value (null)
}

/**
 * `make new window` / `make new tab at <window or its tabs>` (at the end) / `at before <tab>`: Chrome's
 * insertInTabs:atIndex: navigates a new foreground tab at that tabstrip index.
 */
function make(model: ChromeModel, event: Extract<AppleEvent, { kind: "make" }>): ReplyValue {
  const { className, at, properties } = event;
  if (className === "window") {
    const mode = properties.mode ?? "normal";
    if (mode !== "normal" && mode !== "incognito")
      throw new ChromeScriptError(ChromeErrorNumber.invalidMode, "Invalid mode.");
    return referenceTo(model, { class: "window", window: model.newWindow(mode) });
  }
  if (className !== "tab") throw messageNotUnderstood();
  if (event.insertion === "before") {
    const before = at ? resolve(model, at) : undefined;
    if (!before || Array.isArray(before) || before.class !== "tab") throw objectNotFound();
    const tab = model.newTab(before.window.id, NEW_TAB_URL, before.window.tabs.indexOf(before.tab));
    if (typeof properties.url === "string") model.setTabUrl(tab.id, properties.url);
    return referenceTo(model, { class: "tab", window: before.window, tab });
  }
  const container = at ? resolve(model, at.form === "every" ? at.container : at) : undefined;
  if (!container || Array.isArray(container) || container.class !== "window") throw objectNotFound();
  const tab = model.newTab(container.window.id);
  if (typeof properties.url === "string") model.setTabUrl(tab.id, properties.url);
  return referenceTo(model, { class: "tab", window: container.window, tab });
}

function requireTab(object: ChromeObject): ChromeObject & { class: "tab" } {
  if (object.class !== "tab") throw messageNotUnderstood();
  return object;
}

function flatten(resolved: Resolved): ChromeObject[] {
  return Array.isArray(resolved) ? resolved.flatMap(flatten) : [resolved];
}

const messageNotUnderstood = (): AppleEventError => new AppleEventError(-1708, "Message not understood.");
