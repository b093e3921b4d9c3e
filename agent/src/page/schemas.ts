import * as z from "zod";
import { commandType, UrlText } from "../commands/index.ts";
import { wellFormedText } from "../contract/index.ts";

const Selector = z
  .string()
  .min(1, "selector must not be empty")
  .max(1000, "selector must be at most 1000 characters")
  .check(wellFormedText())
  .describe("CSS selector of the element, e.g. input[name='q'] or .result a");

/** The tab to act in, by its id in the context's tab list; absent: the front window's active tab. */
const Tab = z
  .string()
  .regex(/^\S{1,64}$/, "tab is a tab id from the context's tab list")
  .optional()
  .describe("Id of the tab to act in, from the context's tab list; omit for the active tab");

const Timeout = z
  .number()
  .int("timeout is whole milliseconds")
  .min(0, "timeout is 0 or more")
  .max(60_000, "timeout is at most 60000 ms");

/** Each page tool's fields, beside `type` and `tab`. */
export const PAGE_SCHEMAS = {
  page_html: z.strictObject({ type: commandType("page_html"), tab: Tab, selector: Selector.optional() }),
  page_type: z.strictObject({
    type: commandType("page_type"),
    tab: Tab,
    selector: Selector,
    text: z
      .string()
      .max(10_000, "text must be at most 10000 characters")
      .check(wellFormedText())
      .describe("The text to type"),
    mode: z.enum(["replace", "append"]).optional().describe("replace (default) or append to the field's value"),
    submit: z.boolean().optional().describe("true: submit the field's form after typing, as Return would"),
  }),
  page_click: z.strictObject({
    type: commandType("page_click"),
    tab: Tab,
    selector: Selector,
    click_type: z.enum(["single", "double", "right"]).optional().describe("single (default), double or right"),
  }),
  page_select: z.strictObject({
    type: commandType("page_select"),
    tab: Tab,
    selector: Selector,
    option: z
      .string()
      .max(1000)
      .check(wellFormedText())
      .describe("The option to choose: its value, its text or its index (see by)"),
    by: z.enum(["value", "text", "index"]).optional().describe("How option names it: value (default), text, index"),
  }),
  page_wait: z.strictObject({
    type: commandType("page_wait"),
    tab: Tab,
    wait_type: z.enum(["element", "navigation", "network_idle"]).describe("What to wait for"),
    selector: Selector.optional().describe("CSS selector of the element to wait for (wait_type element)"),
    timeout: Timeout.optional().describe("The most to wait, in milliseconds (default 5000)"),
  }),
  page_press_key: z.strictObject({
    type: commandType("page_press_key"),
    tab: Tab,
    key: z
      .string()
      .regex(/^[A-Za-z0-9+]{1,24}$/, "key is a key name such as Enter, Tab, Escape, ArrowDown or Ctrl+A")
      .describe("Key name: Enter, Tab, Escape, ArrowUp, ArrowDown, PageUp, PageDown..."),
    selector: Selector.optional().describe("CSS selector of the element to focus first"),
  }),
  page_scroll: z.strictObject({
    type: commandType("page_scroll"),
    tab: Tab,
    direction: z
      .enum(["up", "down", "top", "bottom", "toElement"])
      .describe("up or down by amount, to the top or bottom, or toElement (the target)"),
    target: Selector.optional().describe("CSS selector of the element to scroll (or to scroll to); omit: the page"),
    amount: z.number().int().min(1).max(100_000).optional().describe("Pixels for up/down (default 500)"),
  }),
  page_navigate: z.strictObject({
    type: commandType("page_navigate"),
    tab: Tab,
    action: z.enum(["goto", "back", "forward", "reload"]).describe("goto the url, back, forward or reload"),
    url: UrlText.optional().describe("Where to go (action goto)"),
  }),
  page_tabs: z.strictObject({
    type: commandType("page_tabs"),
    action: z.enum(["list", "open", "switch", "close"]).describe("list the tabs, open url, switch to or close tab"),
    tab: Tab.describe("Id of the tab to switch to or close, from the context's tab list or a page_tabs list"),
    url: UrlText.optional().describe("The page to open in a new tab (action open)"),
  }),
};

/** The fields some actions need: an element waited for or scrolled to, a URL to go to or open, a tab to act on. */
export function missingField(command: { type: string } & Record<string, unknown>): string | undefined {
  if (command.type === "page_wait" && command.wait_type === "element" && command.selector === undefined)
    return "selector: waiting for an element needs its CSS selector";
  if (command.type === "page_scroll" && command.direction === "toElement" && command.target === undefined)
    return "target: scrolling to an element needs its CSS selector";
  if (command.type === "page_navigate" && command.action === "goto" && command.url === undefined)
    return "url: going somewhere needs its url";
  if (command.type === "page_tabs" && command.action === "open" && command.url === undefined)
    return "url: opening a tab needs its url";
  if (command.type === "page_tabs" && ["switch", "close"].includes(String(command.action)) && command.tab === undefined)
    return `tab: to ${String(command.action)} a tab, say which by its id`;
  return undefined;
}
