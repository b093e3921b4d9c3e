// Safari's Apple events in the simulator, under their JXA names (Safari.sdef: window id, index, currentTab and tabs;
// tab URL as `url`, name, index, visible; `make new tab`, `make new document`, `close`): a property of every tab
// of every window in one event, a window by id or index, a tab by index in its window; `doJavaScript` in a tab.
import {
  AppleEventError,
  invalidIndex,
  objectNotFound,
  READ_ONLY,
  READ_WRITE,
  STANDARD_APPLICATION,
  type AppleEvent,
  type EventReply,
  type JsonValue,
  type ReplyValue,
  type ScriptingDictionary,
  type Specifier,
} from "../../osascript/apple-events.ts";
import type { SafariPages } from "./safari-pages.ts";
import { closeTab, newWindow, startNavigation, type SafariSimWindow, type SafariState } from "./safari-state.ts";

/**
 * The parts of Safari's sdef the Spoon uses, as Safari.h (generated from it by sdp) has them. Left out, as the Spoon
 * never uses them: a window's bounds, closeable/miniaturizable/resizable/zoomable/zoomed and document; a tab's and a
 * document's source and text; add reading list item, email contents, search the web, show bookmarks.
 */
export const SAFARI_DICTIONARY: ScriptingDictionary = {
  application: "application",
  source:
    "tingraldi/SwiftScripting Frameworks/SafariScripting/SafariScripting/Safari.h " +
    "@ a016be012f5412eb97a85cda2cdebca54e0cf655 (generated from Safari's sdef)",
  classes: {
    application: {
      ...STANDARD_APPLICATION,
      elements: { windows: "window", documents: "document" },
      commands: [...STANDARD_APPLICATION.commands, "doJavaScript"],
    },
    document: { properties: { name: READ_ONLY, url: READ_WRITE }, elements: {}, commands: ["close"] },
    window: {
      properties: {
        id: READ_ONLY,
        name: READ_ONLY,
        index: READ_WRITE,
        visible: READ_WRITE,
        miniaturized: READ_WRITE,
        currentTab: { type: { class: "tab" }, writable: true },
      },
      elements: { tabs: "tab" },
      commands: ["close"],
    },
    tab: {
      properties: { url: READ_WRITE, name: READ_ONLY, index: READ_ONLY, visible: READ_ONLY },
      elements: {},
      commands: ["close"],
    },
  },
};

type Found =
  | { kind: "app" }
  | { kind: "window"; window: SafariSimWindow }
  | { kind: "tab"; window: SafariSimWindow; index: number }
  | { kind: "list"; items: Found[] };

const APP: Specifier = { form: "application" };
const windowSpec = (window: SafariSimWindow): Specifier => ({
  form: "id",
  container: APP,
  element: "windows",
  id: window.id,
});
const tabSpec = (window: SafariSimWindow, index: number): Specifier => ({
  form: "index",
  container: windowSpec(window),
  element: "tabs",
  index: index - 1,
});

/** The window or tab at a JS index (negative from the end), or Safari's invalid index error. */
function at<T>(list: T[], index: number): T {
  const item = list[index < 0 ? list.length + index : index];
  if (item === undefined) throw invalidIndex();
  return item;
}

/** What a specifier names now; documents are their windows (a Safari document is a window's current tab). */
function resolve(state: SafariState, spec: Specifier): Found {
  if (spec.form === "application") return { kind: "app" };
  if (spec.form === "property") {
    // An object-valued property (a window's current tab) stands for the object it names.
    const value = read(state, resolve(state, spec.container), spec.property);
    const named = (value as { $specifier?: Specifier } | null)?.$specifier;
    if (!named) throw objectNotFound();
    return resolve(state, named);
  }
  const container = resolve(state, spec.container);
  if (container.kind === "list")
    return { kind: "list", items: container.items.map((item) => element(state, item, spec)) };
  return element(state, container, spec);
}

function element(
  state: SafariState,
  container: Found,
  spec: Exclude<Specifier, { form: "application" | "property" }>,
): Found {
  if (container.kind === "app" && (spec.element === "windows" || spec.element === "documents")) {
    const windows = state.windows.map((window): Found => ({ kind: "window", window }));
    if (spec.form === "every") return { kind: "list", items: windows };
    if (spec.form === "index") return at(windows, spec.index);
    if (spec.form === "id") return windows.find((w) => w.kind === "window" && w.window.id === spec.id) ?? missing();
  }
  if (container.kind === "window" && spec.element === "tabs") {
    const { window } = container;
    const tabs = window.tabs.map((_, i): Found => ({ kind: "tab", window, index: i + 1 }));
    if (spec.form === "every") return { kind: "list", items: tabs };
    if (spec.form === "index") return at(tabs, spec.index);
  }
  return missing();
}

const missing = (): never => {
  throw objectNotFound();
};

function read(state: SafariState, object: Found, property: string): ReplyValue {
  if (object.kind === "list") return object.items.map((item) => read(state, item, property));
  if (object.kind === "window") {
    const { window } = object;
    const current = window.tabs[window.current - 1]!;
    const values: Record<string, ReplyValue> = {
      id: window.id,
      name: current.name,
      url: current.url,
      index: state.windows.indexOf(window) + 1,
      visible: true,
      miniaturized: false,
      currentTab: { $specifier: tabSpec(window, window.current), $class: "tab" },
    };
    if (property in values) return values[property]!;
  }
  if (object.kind === "tab") {
    const tab = object.window.tabs[object.index - 1]!;
    const values: Record<string, ReplyValue> = {
      url: tab.url,
      name: tab.name,
      index: object.index,
      visible: object.window.current === object.index,
    };
    if (property in values) return values[property]!;
  }
  throw objectNotFound();
}

function write(state: SafariState, object: Found, property: string, value: JsonValue, now: number) {
  if (object.kind === "window" && property === "currentTab") {
    const spec = (value as { $specifier?: Specifier } | null)?.$specifier;
    const tab = spec ? resolve(state, spec) : undefined;
    if (tab?.kind !== "tab" || tab.window !== object.window)
      throw new AppleEventError(-10000, "AppleEvent handler failed.");
    object.window.current = tab.index;
  } else if (object.kind === "window" && property === "index") {
    state.windows.splice(state.windows.indexOf(object.window), 1);
    state.windows.splice(Math.max(0, Number(value) - 1), 0, object.window);
  } else if (object.kind === "tab" && property === "url") {
    startNavigation(object.window.tabs[object.index - 1]!, String(value), now);
  } else throw new AppleEventError(-10003, "Access not allowed.");
}

/**
 * What Safari answers with: its state, what a page's tab is titled once it loads, its pages' scripts, and the
 * simulated clock (navigations take time).
 */
export interface SafariAnswering {
  state: SafariState;
  title: (url: string) => string;
  pages: SafariPages;
  now: () => number;
}

/** Safari's answer to one Apple event. */
export function answerSafari(safari: SafariAnswering, event: AppleEvent): EventReply {
  const { state, title } = safari;
  try {
    if (event.kind === "command" && event.name === "doJavaScript")
      return { ok: true, value: doJavaScript(safari, event) };
    return { ok: true, value: answer(state, event, title, safari.now()) };
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message };
    throw error;
  }
}

function answer(state: SafariState, event: AppleEvent, title: (url: string) => string, now: number): ReplyValue {
  switch (event.kind) {
    case "get": {
      if (event.target.form !== "property") return { $specifier: event.target, $class: "item" };
      return read(state, resolve(state, event.target.container), event.target.property);
    }
    case "set": {
      if (event.target.form !== "property") throw new AppleEventError(-10003, "Access not allowed.");
      write(state, resolve(state, event.target.container), event.target.property, event.value, now);
      return null;
    }
    case "count": {
      const found = resolve(state, event.target);
      return found.kind === "list" ? found.items.length : 1;
    }
    case "command":
      return command(state, event.name, resolve(state, event.target));
    case "make":
      return make(state, event, title);
  }
}

/**
 * `do JavaScript script in tab` (or in a document or window: its current tab). Without `in` Safari would run it
 * in a new document, which the Spoon never asks for and the simulator does not model.
 */
function doJavaScript(safari: SafariAnswering, event: Extract<AppleEvent, { kind: "command" }>): ReplyValue {
  const spec = (event.args.in as { $specifier?: Specifier } | null | undefined)?.$specifier;
  if (!spec) throw new AppleEventError(-10000, "AppleEvent handler failed.");
  const where = resolve(safari.state, spec);
  if (where.kind === "tab") return safari.pages.run(where.window, where.index, event.args.direct ?? null);
  if (where.kind === "window") return safari.pages.run(where.window, where.window.current, event.args.direct ?? null);
  throw new AppleEventError(-10000, "AppleEvent handler failed.");
}

function command(state: SafariState, name: string, target: Found): null {
  if (name !== "close") throw new AppleEventError(-1708, "Message not understood.");
  const objects = target.kind === "list" ? target.items : [target];
  for (const object of objects.reverse()) {
    if (object.kind === "tab") closeTab(state, object.window, object.index);
    else if (object.kind === "window") state.windows.splice(state.windows.indexOf(object.window), 1);
  }
  return null;
}

/** `make new tab at end of tabs of window …` (not made current, as in Safari) and `make new document` (a window). */
function make(
  state: SafariState,
  event: Extract<AppleEvent, { kind: "make" }>,
  title: (url: string) => string,
): ReplyValue {
  const url = String(event.properties.url ?? "");
  if (event.className === "document" && event.at === null) {
    newWindow(state, { url, name: title(url) });
    return { $specifier: { form: "index", container: APP, element: "documents", index: 0 }, $class: "document" };
  }
  const into = event.at ? resolve(state, event.at.form === "every" ? event.at.container : event.at) : undefined;
  if (event.className !== "tab" || into?.kind !== "window")
    throw new AppleEventError(-10000, "AppleEvent handler failed.");
  into.window.tabs.push({ url, name: title(url) });
  return { $specifier: tabSpec(into.window, into.window.tabs.length), $class: "tab" };
}
