import { SimObject } from "../bridge.ts";
import type { OpenDialog, SimContext } from "./context.ts";
import { WebPage, type MessageHandlers } from "./web-page.ts";

type Rect = { x: number; y: number; w: number; h: number };

/** hs.webview.usercontent: the page's `webkit.messageHandlers[name].postMessage(body)` reaches its callback. */
export class SimUserContent extends SimObject {
  readonly __simType = "hs.webview.usercontent";
  callback: unknown;

  constructor(readonly name: string) {
    super();
  }

  setCallback(fn: unknown): this {
    this.callback = fn;
    return this;
  }
}

/**
 * What the simulator keeps of each webview beside its Hammerspoon face (Lua sees no member that is not Hammerspoon's).
 */
interface WebviewState {
  deleted: boolean;
  /** delete() was called while shown: it closes once its fade ends. */
  fading?: boolean;
  page?: WebPage;
  /** The page as a window with buttons the person answers (an approval). */
  window?: OpenDialog;
  title: string;
  style: string[];
  takesText: boolean;
  closeOnEscape: boolean;
  deleteOnClose: boolean;
  onWindow?: unknown;
  /** The navigation `url()` asked for; the page itself is fetched by whoever follows it (a test). */
  request?: { url: string; headers: Record<string, string> };
}
const state = new WeakMap<SimWebview, WebviewState>();

/**
 * hs.webview: a window on screen while shown; delete() closes it for good (windowCallback hears
 * "closing" first, as libwebview.m's `[theWindow close]` makes it). Its
 * page is real HTML with its scripts run; a page with buttons is a window the person answers.
 */
export class SimWebview extends SimObject {
  readonly __simType = "hs.webview";
  readonly #ctx: SimContext;
  readonly #userContent: SimUserContent | undefined;
  #rect: Rect;
  #visible = false;
  readonly #face = {
    takesKeys: () => this.#takesKeys(),
    key: (key: string, mods: string[]) => this.#key(key, mods),
    request: () => this.#own.request,
    title: () => this.#own.title,
  };

  constructor(ctx: SimContext, rect: Rect, userContent?: SimUserContent) {
    super();
    [this.#ctx, this.#rect, this.#userContent] = [ctx, { ...rect }, userContent];
    const defaults = { title: "", style: ["borderless"], takesText: false, closeOnEscape: false, deleteOnClose: false };
    state.set(this, { deleted: false, ...defaults });
  }

  get #own(): WebviewState {
    return state.get(this)!;
  }

  /** Loads the page; the webview's usercontent handler gets its messages a run-loop turn later. */
  html(html: string): this {
    this.#usable("html");
    this.#own.page?.close();
    const handlers: MessageHandlers = new Map();
    const content = this.#userContent;
    if (content)
      handlers.set(content.name, (body) =>
        setImmediate(() => {
          if (this.#own.deleted) return;
          const message = { body, name: content.name, frameInfo: { mainFrame: true }, webView: this };
          this.#ctx.bridge.callback(content.callback, message);
        }),
      );
    this.#own.page = new WebPage(html, handlers);
    if (this.#visible) this.#showWindow();
    return this;
  }

  /**
   * Navigates (libwebview.m's webview_url: a string, or a request table whose HTTPHeaderFields are sent;
   * Authorization, Connection, Host, WWW-Authenticate and Content-Length among them are dropped).
   */
  url(request: string | { URL?: unknown; HTTPHeaderFields?: Record<string, unknown> }): this {
    this.#usable("url");
    const given = typeof request === "string" ? { URL: request } : request;
    const dropped = new Set(["authorization", "connection", "host", "www-authenticate", "content-length"]);
    const headers = Object.entries(given.HTTPHeaderFields ?? {}).filter(
      ([name, value]) => !dropped.has(name.toLowerCase()) && (typeof value === "string" || typeof value === "number"),
    );
    this.#own.request = {
      url: String(given.URL),
      headers: Object.fromEntries(headers.map(([n, v]) => [n, String(v)])),
    };
    this.#own.page?.close();
    this.#own.page = undefined;
    return this;
  }

  windowStyle(mask: string[] | number): this {
    this.#own.style = typeof mask === "number" ? [String(mask)] : [...mask];
    return this;
  }

  windowTitle(title: string): this {
    this.#own.title = title;
    return this;
  }

  allowTextEntry(flag: boolean): this {
    this.#own.takesText = Boolean(flag);
    return this;
  }

  closeOnEscape(flag: boolean): this {
    this.#own.closeOnEscape = Boolean(flag);
    return this;
  }

  deleteOnClose(flag: boolean): this {
    this.#own.deleteOnClose = Boolean(flag);
    return this;
  }

  bringToFront(): this {
    return this;
  }

  windowCallback(fn: unknown): this {
    this.#own.onWindow = fn;
    return this;
  }

  /** Orders the window front (frontmost last) and makes it key. */
  show(): this {
    this.#usable("show");
    this.#visible = true;
    this.#ctx.screen.webviews.delete(this.#face);
    this.#ctx.screen.webviews.add(this.#face);
    this.#showWindow();
    return this;
  }

  hide(): this {
    this.#usable("hide");
    this.#visible = false;
    this.#ctx.screen.webviews.delete(this.#face);
    this.#hideWindow();
    return this;
  }

  isVisible(): boolean {
    return this.#visible && !this.#own.deleted;
  }

  frame(): Rect {
    return { ...this.#rect };
  }

  /**
   * The window closes; windowCallback hears "closing" first. webview.lua's delete always passes a fade time
   * (0 by default), so a window still shown closes only once its fade has ended, a run-loop turn later
   * at the soonest (libwebview.m's fadeOut:andDelete: completion handler); a hidden one closes at once.
   */
  delete(propagateOrFade?: unknown, fadeSeconds?: unknown): void {
    const own = this.#own;
    if (own.deleted || own.fading) return;
    if (!this.#visible) return this.#close();
    own.fading = true;
    const fade = Number(typeof propagateOrFade === "number" ? propagateOrFade : (fadeSeconds ?? 0));
    if (fade > 0) this.#ctx.clock.setTimeout(() => this.#close(), fade * 1000);
    else setImmediate(() => this.#close());
  }

  #close(): void {
    if (this.#own.deleted) return;
    this.#ctx.bridge.callback(this.#own.onWindow, "closing", this);
    this.#gone();
  }

  override __collected(): void {
    if (!this.#own.deleted) this.#gone();
  }

  #gone(): void {
    const own = this.#own;
    own.deleted = true;
    this.#visible = false;
    this.#ctx.screen.webviews.delete(this.#face);
    this.#hideWindow();
    own.page?.close();
    own.page = undefined;
  }

  /** The person closes the window (its close button, or Escape with closeOnEscape). */
  #closedByPerson(): void {
    if (!this.#own.style.includes("closable") && !this.#own.closeOnEscape) return;
    this.#ctx.bridge.callback(this.#own.onWindow, "closing", this);
    if (this.#own.deleteOnClose) this.#gone();
    else this.hide();
  }

  #takesKeys(): boolean {
    return this.isVisible() && this.#own.takesText && this.#ctx.screen.hammerspoonActive;
  }

  /** What WebKit does with a key: the page first; Escape it leaves alone reaches cancelOperation. */
  #key(key: string, mods: string[]): void {
    const page = this.#own.page;
    const pressed = { key: DOM_KEYS[key] ?? key, ...modifierFlags(mods) };
    const taken = page?.key(pressed) ?? false;
    if (!taken && pressed.key === "Escape" && this.#own.closeOnEscape) this.#closedByPerson();
  }

  #showWindow(): void {
    const own = this.#own;
    const page = own.page;
    if (!page || own.window || page.buttons().length === 0) return;
    const open: OpenDialog = {
      get dialog() {
        return { message: page.heading() || own.title, informativeText: page.text(), buttons: page.buttons() };
      },
      press: (button) => {
        if (own.window !== open) throw new Error("the window is no longer on screen");
        page.click(button);
      },
    };
    own.window = open;
    this.#ctx.screen.dialogs.push(open);
    this.#ctx.person.shown.push(open.dialog);
    const person = this.#ctx.person.answer;
    if (person)
      setImmediate(() => {
        if (own.window !== open) return;
        const pressed = person(open.dialog);
        if (open.dialog.buttons.includes(pressed)) open.press(pressed);
        else this.#ctx.print(`E hs.webview: the person pressed ${pressed}, which the window does not have`);
      });
  }

  #hideWindow(): void {
    const own = this.#own;
    if (own.window) this.#ctx.screen.dialogs.splice(this.#ctx.screen.dialogs.indexOf(own.window), 1);
    own.window = undefined;
  }

  #usable(method: string): void {
    if (this.#own.deleted) throw new Error(`hs.webview:${method}(): the webview has been deleted`);
  }
}

/** The key names `person.press` takes, as the DOM names them. */
const DOM_KEYS: Record<string, string> = {
  return: "Enter",
  enter: "Enter",
  escape: "Escape",
  space: " ",
  tab: "Tab",
  down: "ArrowDown",
  up: "ArrowUp",
};

function modifierFlags(mods: string[]) {
  return {
    metaKey: mods.includes("cmd"),
    shiftKey: mods.includes("shift"),
    altKey: mods.includes("alt"),
    ctrlKey: mods.includes("ctrl"),
  };
}

export function webviewModule(ctx: SimContext) {
  return {
    new: (rect: Rect, _preferences?: object, userContent?: SimUserContent) => new SimWebview(ctx, rect, userContent),
  };
}

export function userContentModule() {
  return { new: (name: string) => new SimUserContent(String(name)) };
}
