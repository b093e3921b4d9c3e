// Resolving object specifiers against a ChromeModel, the way Cocoa Scripting does inside Chrome:
// every event re-walks the path from the application, so stale specifiers fail when used.
import {
  AppleEventError,
  invalidIndex,
  objectNotFound,
  passesWhose,
  type JsonValue,
  type ObjectReference,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import {
  ChromeErrorNumber,
  ChromeScriptError,
  type ChromeModel,
  type ChromeTab,
  type ChromeWindow,
} from "./chrome-model.ts";

export type ChromeObject =
  | { class: "application" }
  | { class: "window"; window: ChromeWindow }
  | { class: "tab"; window: ChromeWindow; tab: ChromeTab };

/** One object, or (for `every` specifiers) an array of them, nested once per `every`. */
export type Resolved = ChromeObject | Resolved[];
export type Nested<T> = T | Nested<T>[];

export const CHROME_VERSION = "131.0.6778.86";

export function mapResolved<T>(resolved: Resolved, visit: (object: ChromeObject) => T): Nested<T> {
  return Array.isArray(resolved) ? resolved.map((item) => mapResolved(item, visit)) : visit(resolved);
}

export function resolve(model: ChromeModel, spec: Specifier): Resolved {
  if (spec.form === "application") return { class: "application" };
  const container = resolve(model, spec.container);
  if (spec.form === "property") return mapResolved(container, (object) => objectProperty(object, spec.property));
  return mapResolved(container, (object): Resolved => {
    const elements = elementsOf(model, object, spec.element);
    switch (spec.form) {
      case "every":
        return elements;
      case "index":
        return pickIndex(elements, spec.index);
      case "id":
        return pick(elements, (element) => objectId(model, element) === spec.id);
      case "name":
        return pick(elements, (element) => readProperty(model, element, "name") === spec.name);
      case "whose":
        return elements.filter((element) =>
          passesWhose(spec.test, (property) => readProperty(model, element, property)),
        );
    }
  });
}

function elementsOf(model: ChromeModel, object: ChromeObject, element: string): ChromeObject[] {
  if (object.class === "application" && element === "windows") {
    return model.windows.map((window) => ({ class: "window", window }));
  }
  if (object.class === "window" && element === "tabs") {
    return object.window.tabs.map((tab) => ({ class: "tab", window: object.window, tab }));
  }
  throw objectNotFound();
}

// A JS index is 0-based; negative indexes count from the end, as Apple event indexes do.
function pickIndex(elements: ChromeObject[], index: number): ChromeObject {
  const position = index < 0 ? elements.length + index : index;
  const element = Number.isInteger(position) ? elements[position] : undefined;
  if (!element) throw invalidIndex();
  return element;
}

function pick(elements: ChromeObject[], matches: (element: ChromeObject) => boolean): ChromeObject {
  const element = elements.find(matches);
  if (!element) throw objectNotFound();
  return element;
}

/**
 * Chrome's uniqueID is an NSString (ElementAppleScript in chromium's applescript/element_applescript.h),
 * though its scripting dictionary says integer: ids read as strings, and `byId` finds only the string.
 * Older builds (an NSNumber uniqueID) give integers.
 */
function objectId(model: ChromeModel, object: ChromeObject): string | number | undefined {
  const id = object.class === "window" ? object.window.id : object.class === "tab" ? object.tab.id : undefined;
  return id === undefined || model.integerIds ? id : String(id);
}

function objectProperty(object: ChromeObject, property: string): ChromeObject {
  if (object.class !== "window" || property !== "activeTab") throw objectNotFound();
  const tab = object.window.tabs[object.window.activeTabIndex - 1];
  if (!tab) throw objectNotFound();
  return { class: "tab", window: object.window, tab };
}

/** The specifier a reply carries for an object: by id, the form Chrome's objects report. */
export function referenceTo(model: ChromeModel, object: ChromeObject): ObjectReference {
  const application: Specifier = { form: "application" };
  if (object.class === "application") return { $specifier: application, $class: "application" };
  const windowId = objectId(model, { class: "window", window: object.window })!;
  const window: Specifier = { form: "id", container: application, element: "windows", id: windowId };
  if (object.class === "window") return { $specifier: window, $class: "window" };
  const id = objectId(model, object)!;
  return { $specifier: { form: "id", container: window, element: "tabs", id }, $class: "tab" };
}

export function readProperty(model: ChromeModel, object: ChromeObject, property: string): ReplyValue {
  const values = propertyValues(model, object);
  if (!Object.hasOwn(values, property)) throw objectNotFound();
  return values[property]!;
}

function propertyValues(model: ChromeModel, object: ChromeObject): Record<string, ReplyValue> {
  if (object.class === "application") {
    return { name: "Google Chrome", frontmost: model.frontmost, version: CHROME_VERSION };
  }
  if (object.class === "tab") {
    const { tab } = object;
    return { id: objectId(model, object)!, title: tab.title, url: tab.url, loading: tab.loading };
  }
  const { window } = object;
  const activeTab = window.tabs[window.activeTabIndex - 1];
  return {
    id: objectId(model, object)!,
    name: activeTab?.title ?? "",
    index: model.windows.indexOf(window) + 1,
    activeTabIndex: window.activeTabIndex,
    activeTab: referenceTo(model, objectProperty(object, "activeTab")),
    minimized: window.minimized,
    visible: !window.minimized,
    mode: window.mode,
  };
}

/** Writes one property; read-only ones fail with -10003 "Access not allowed." as Cocoa Scripting does. */
export function writeProperty(model: ChromeModel, object: ChromeObject, property: string, value: JsonValue): void {
  if (object.class === "window") return writeWindowProperty(model, object.window, property, value);
  if (object.class === "tab" && property === "url") return model.setTabUrl(object.tab.id, String(value));
  throw new AppleEventError(-10003, "Access not allowed.");
}

function writeWindowProperty(model: ChromeModel, window: ChromeWindow, property: string, value: JsonValue): void {
  switch (property) {
    case "activeTabIndex":
      return model.setActiveTabIndex(window.id, toNumber(value));
    case "index":
      return model.setWindowIndex(window.id, toNumber(value));
    case "minimized":
      return model.setMinimized(window.id, value === true);
    case "visible":
      return; // NSWindow's isVisible: ordering a window out is not modelled (the Spoon never sets it)
    case "mode":
      throw new ChromeScriptError(ChromeErrorNumber.setMode, "A window's mode can only be set when it is made.");
  }
  throw new AppleEventError(-10003, "Access not allowed.");
}

function toNumber(value: JsonValue): number {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (Number.isNaN(number)) throw new AppleEventError(-1700, "Can't convert types.");
  return number;
}
