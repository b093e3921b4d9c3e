import { pageStepApproval, type PageElement, type PagePress } from "../../agent/src/consequences/index.ts";
import { lookedElement } from "../../agent/src/page/look.ts";
import { PAGE_SCRIPT } from "../../spoon/src/apps/page-script.ts";
import type { DOMWindow } from "jsdom";
import { jsdom } from "../sim/jsdom.ts";

type Doc = DOMWindow["document"];

const URL_HERE = "https://shop.test/checkout";
const WHERE = { title: "Shop", url: URL_HERE };

/** A press as a page step makes it: a click on the selector, or Return in it (page_type submit, page_press_key). */
export type Press = PagePress["press"];

/**
 * One page (jsdom) reused for many looks: each puts `html` in the body (and runs `setup`, for what HTML cannot
 * say: shadow roots, frames, focus), runs the page script's look as the Spoon would, and reads its answer as
 * ask-first does. Cheap enough for property tests: one window for the whole suite.
 */
export function pageLooker() {
  const { JSDOM } = jsdom();
  const dom = new JSDOM("<!DOCTYPE html><html><head><title>Shop</title></head><body></body></html>", {
    url: URL_HERE,
    runScripts: "outside-only",
  });
  const { document } = dom.window;
  function look(html: string, selector: string | undefined, press: Press, setup?: (doc: Doc) => void) {
    document.body.innerHTML = html;
    setup?.(document);
    const input = { press, ...(selector === undefined ? {} : { selector }) };
    const request = JSON.stringify(JSON.stringify({ tool: "look", input, budget: 1000 }));
    const output = JSON.parse(dom.window.eval(`(${PAGE_SCRIPT})(${request})`) as string) as Record<string, unknown>;
    const element = lookedElement({ tab: { id: "1", ...WHERE }, output });
    if ("error" in element) throw new Error(`${element.error}: ${JSON.stringify(output)}`);
    return element;
  }
  /** The question the press asks, or undefined. */
  function asks(html: string, selector: string | undefined, press: Press, options: Judging = {}) {
    const element: PageElement = look(html, selector, press, options.setup);
    const typed = options.typed === undefined ? {} : { typed: options.typed };
    const how = { press, verb: press === "click" ? "click" : "press Return in", ...options.said, ...typed };
    return pageStepApproval(element, how, WHERE);
  }
  return { dom, look, asks };
}

interface Judging {
  setup?: (doc: Doc) => void;
  said?: { said: string };
  /** The text the step types before it presses (page_type's). */
  typed?: string;
}
