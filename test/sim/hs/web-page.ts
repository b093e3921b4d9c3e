import type { JSDOM } from "jsdom";
import { jsdom } from "../jsdom.ts";

/** A key as the person presses it into a page: its DOM name and the modifiers held. */
export interface PageKey {
  key: string;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
}

/** Where a page's `webkit.messageHandlers[name].postMessage(body)` goes: the webview's usercontent. */
export type MessageHandlers = Map<string, (body: unknown) => void>;

const BLOCKS = new Set(["P", "DIV", "LI", "UL", "OL", "H1", "H2", "H3", "H4", "H5", "H6", "SECTION", "BR", "TR"]);
const SKIPPED = new Set(["SCRIPT", "STYLE", "BUTTON", "H1", "TITLE", "HEAD"]);

/** The text a person reads, one line per block, leaving out what `skip` names. */
function readableText(node: Node, skip: Set<string>): string {
  const parts: string[] = [];
  const walk = (at: Node) => {
    if (at.nodeType === at.TEXT_NODE) parts.push(at.textContent ?? "");
    if (at.nodeType !== at.ELEMENT_NODE) return;
    const name = (at as Element).tagName;
    if (skip.has(name)) return;
    if (BLOCKS.has(name)) parts.push("\n");
    for (const child of at.childNodes) walk(child);
    if (BLOCKS.has(name)) parts.push("\n");
  };
  walk(node);
  return parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/**
 * A page in a simulated webview: the HTML parsed and its scripts run, as WebKit runs them, with
 * `window.webkit.messageHandlers` holding the webview's handlers. A person reads its heading and
 * text, clicks its buttons and types keys into it; what a browser does by default (Return or Space
 * on a focused button clicks it) happens unless the page's script prevents it.
 */
export class WebPage {
  readonly #dom: JSDOM;

  constructor(html: string, handlers: MessageHandlers) {
    this.#dom = new (jsdom().JSDOM)(html, {
      runScripts: "dangerously",
      beforeParse(window) {
        const messageHandlers: Record<string, { postMessage(body: unknown): void }> = {};
        for (const [name, post] of handlers) messageHandlers[name] = { postMessage: (body) => post(body) };
        Object.assign(window, { webkit: { messageHandlers } });
      },
    });
  }

  get #document(): Document {
    return this.#dom.window.document;
  }

  /** Its first heading, else its <title>. */
  heading(): string {
    const h1 = this.#document.querySelector("h1")?.textContent?.trim();
    return h1 || this.#document.title;
  }

  /** The rest of what it says, one line per block (buttons and the heading left out). */
  text(): string {
    return readableText(this.#document.body, SKIPPED);
  }

  buttons(): string[] {
    return [...this.#document.querySelectorAll("button")].map((button) => button.textContent?.trim() ?? "");
  }

  click(label: string): void {
    const button = [...this.#document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
    if (!button) throw new Error(`the window has no button ${label}: ${this.buttons().join(", ")}`);
    button.click();
  }

  /** Dispatches the key to the focused element; true when the page (or a button's default) took it. */
  key(pressed: PageKey): boolean {
    const target = this.#document.activeElement ?? this.#document.body;
    const event = new this.#dom.window.KeyboardEvent("keydown", { ...pressed, bubbles: true, cancelable: true });
    if (!target.dispatchEvent(event)) return true;
    const activates = pressed.key === "Enter" || pressed.key === " ";
    if (activates && target.tagName === "BUTTON") {
      (target as HTMLButtonElement).click();
      return true;
    }
    return false;
  }

  close(): void {
    this.#dom.window.close();
  }
}
