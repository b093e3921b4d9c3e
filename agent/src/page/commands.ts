import type * as z from "zod";
import {
  type CommandDefinition,
  defineCommand,
  type Effect,
  done,
  failed,
  failedWith,
  modelText,
  type StepOutcome,
} from "../commands/index.ts";
import type { Act } from "../consequences/index.ts";
import type { ClassicSchema, Snapshot } from "../contract/index.ts";
import { deniedMessage, isDenied } from "../store/index.ts";
import { plainLine } from "../util/index.ts";
import { normalizeUrl } from "../web/index.ts";
import { askFirst } from "./ask-first.ts";
import { releaseHeld } from "./held-submit.ts";
import type { PageAnswer, PageBrowser } from "./operation.ts";
import { missingField, PAGE_SCHEMAS } from "./schemas.ts";

type PageType = keyof typeof PAGE_SCHEMAS;
/** What every page tool's fields are, seen together. */
type PageFields = { type: string; tab?: string } & Record<string, unknown>;
type PageDefinition<T extends PageType> = CommandDefinition<z.output<(typeof PAGE_SCHEMAS)[T]>>;
type Output = PageAnswer["output"];

/** What each page tool does, as the models are told. */
export const PAGE_TOOL_TEXTS = Object.fromEntries(
  modelText(new URL("./page-tools.txt", import.meta.url))
    .split("\n")
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
) as Record<PageType, string>;

/**
 * What each page tool may do, as a client is told: a click, a key or typed text may submit a form or send a message,
 * and page_tabs may close a tab; every page is the open web.
 */
const PAGE_EFFECTS: Record<PageType, Effect> = {
  page_html: { tier: "read", openWorld: true },
  page_wait: { tier: "read", openWorld: true },
  page_scroll: { tier: "write", openWorld: true },
  page_navigate: { tier: "write", openWorld: true },
  page_select: { tier: "write", idempotent: true, openWorld: true },
  page_click: { tier: "destructive", openWorld: true },
  page_type: { tier: "destructive", openWorld: true },
  page_press_key: { tier: "destructive", openWorld: true },
  page_tabs: { tier: "destructive", openWorld: true },
};

const quoted = (value: unknown) => `"${plainLine(String(value ?? ""))}"`;
/** A value the page gave, shown as one plain line: a page cannot add lines to what the model reads. */
const shown = (value: unknown) => plainLine(String(value));

/** What each tool did, in a line, from its output. */
const SAID: Record<PageType, (output: Output, command: Record<string, unknown>) => string> = {
  page_html: (o) => `read ${String(o.html).length} characters of HTML${o.truncated ? ` (${shown(o.note)})` : ""}`,
  page_type: (o, c) =>
    `typed into ${plainLine(String(c.selector))}: ${quoted(o.final_value)}${o.submitted ? ", submitted" : ""}`,
  page_click: (o) => `clicked ${plainLine(String(o.element_clicked))} ${quoted(o.element_text)}`,
  page_select: (o, c) =>
    `chose ${quoted(o.selected_text)} (${quoted(o.selected_value)}) in ${plainLine(String(c.selector))}`,
  page_wait: (o, c) => {
    const element = c.wait_type === "element";
    if (o.success)
      return `waited ${shown(o.time_waited)} ms: ${element ? "the element is there" : "the page has loaded"}`;
    const missing = element ? `nothing matches ${plainLine(String(c.selector))}` : "the page is still loading";
    return `waited ${shown(o.time_waited)} ms: ${missing}`;
  },
  page_press_key: (o) => `pressed ${plainLine(String(o.key_pressed))}`,
  page_scroll: (o) => `scrolled to ${shown(JSON.stringify(o.scroll_position))}`,
  page_navigate: (o, c) =>
    `${c.action === "goto" ? "went" : `went ${String(c.action)}`}${o.loaded ? "" : " (still loading)"}`,
  page_tabs: (o, c) => {
    const count = Array.isArray(o.tabs) ? `${o.tabs.length} tabs` : "an unknown number of tabs";
    if (c.action === "open") return `opened tab ${shown(o.active_tab)}; ${count}`;
    if (c.action === "switch") return `switched to tab ${shown(o.active_tab)}`;
    if (c.action === "close") return `closed tab ${shown(c.tab)}; ${count} left`;
    return `${count}, tab ${shown(o.active_tab)} active`;
  },
};

/** The URL a step goes to or opens, as it will be opened (normalized); undefined when it has none. */
function urlOf(command: PageFields): { ok: true; url: string } | { ok: false; error: string } | undefined {
  return typeof command.url === "string" ? normalizeUrl(command.url) : undefined;
}

/**
 * The address is judged as it will open, as open_url's is; text filled in waits for a submit, as typed text; Return
 * pressed in the page submits it.
 */
function actsOf(command: PageFields): Act[] {
  if (command.type === "page_type")
    return [{ act: "fill", text: String(command.text), submitted: command.submit === true }];
  if (command.type === "page_press_key" && /^(enter|return)$/i.test(String(command.key)))
    return [{ act: "page-enter" }];
  const url = urlOf(command);
  return url?.ok ? [{ act: "open", url: url.url }] : [];
}

/** The browser to act in: the one holding the tab named, else the one in front, else the one running. */
function browserFor(browsers: readonly PageBrowser[], desktop: Snapshot): PageBrowser | string {
  const running = browsers.filter((browser) => desktop.apps.some((app) => app.name === browser.app && app.running));
  const front = running.find((browser) => desktop.apps.some((app) => app.name === browser.app && app.frontmost));
  const chosen = front ?? running[0];
  if (chosen) return chosen;
  return `no web browser that runs page steps is running (${browsers.map((b) => b.app).join(", ")}): open one first`;
}

/** One page tool as a command: it runs in a tab of the browser chosen, through the browser's page operation. */
function pageCommand<T extends PageType>(type: T, browsers: readonly PageBrowser[]): PageDefinition<T> {
  const definition = defineCommand({
    type,
    schema: PAGE_SCHEMAS[type] as ClassicSchema<PageFields>,
    description: PAGE_TOOL_TEXTS[type],
    check: (command, desktop) => {
      const missing = missingField(command);
      if (missing) return missing;
      const url = urlOf(command);
      if (url && !url.ok) return `url: ${url.error}`;
      if (command.type === "page_tabs") return undefined; // its tab may be one a page_tabs list gave
      if (command.tab === undefined || desktop.tabs.some((tab) => tab.id === command.tab)) return undefined;
      const browser = browserFor(browsers, desktop);
      if (typeof browser !== "string" && browser.ownTabIds) return undefined; // its own ids, re-checked as it runs
      const ids = desktop.tabs.map((tab) => `${tab.id} (${plainLine(tab.title)})`).join(", ");
      return `tab: no tab has the id ${plainLine(command.tab)}; the tabs are ${ids || "none"}`;
    },
    reads: () => browsers.map((browser) => browser.app),
    /** Closing a tab by a page step always asks, naming it (a page's text may have asked for it). */
    approval: (commands, desktop) => {
      const closing = commands.filter((c) => c.type === "page_tabs" && c.action === "close").map((c) => c.tab);
      if (closing.length === 0) return undefined;
      const named = closing.map((id) => {
        const tab = desktop.tabs.find((t) => t.id === id);
        return tab ? `${plainLine(tab.title)} (${plainLine(tab.domain)})` : `tab ${plainLine(String(id))}`;
      });
      return { title: `Close ${closing.length === 1 ? "a tab" : `${closing.length} tabs`}?`, detail: named.join("\n") };
    },
    acts: actsOf,
    /** A tab opened or closed by page_tabs, for undo. */
    touches: (command, result) => {
      const active = (result as { active_tab?: unknown } | undefined)?.active_tab;
      if (command.type !== "page_tabs") return {};
      if (command.action === "close" && command.tab) return { closedTabs: [command.tab] };
      return command.action === "open" && typeof active === "string" ? { openedTabs: [active] } : {};
    },
    async run(command, ctx): Promise<StepOutcome> {
      const browser = browserFor(browsers, ctx.before);
      if (typeof browser === "string") return failed(browser, undefined, "validation");
      if (isDenied(browser.app, ctx.config)) return failed(deniedMessage(browser.app), undefined, "validation");
      const { type: _type, tab, ...fields } = command;
      const url = urlOf(command);
      if (url && !url.ok) return failed(url.error, undefined, "validation");
      const input = url ? { ...fields, url: url.url } : fields;
      const asked = await askFirst(command, tab, browser, ctx);
      if ("stop" in asked) return asked.stop;
      const tool = type.slice("page_".length);
      const held = asked.hold ? { ...input, hold_submits: true } : input;
      const ran = await ctx.spoon.callApp(browser.page, { tool, input: held, ...(tab === undefined ? {} : { tab }) });
      if (!ran.ok) return failedWith(ran.error);
      const answer = asked.hold ? await releaseHeld(ran.value, asked.hold, { browser, tab }, ctx) : ran.value;
      if (!("output" in answer)) return answer;
      const { output, tab: after } = answer;
      const result = { ...output, current_url: after.url, title: after.title, tab: after.id };
      const message = `${SAID[type](output, input)}; the page is ${quoted(after.title)} at ${plainLine(after.url)}`;
      return output.success === false ? failed(message, result) : done(message, result);
    },
  });
  return { ...definition, effect: PAGE_EFFECTS[type] } as unknown as PageDefinition<T>; // each tool's own schema
}

/** The page tools, run in the browsers that can (each app's `page`), clicking first, reading the HTML last. */
export function pageCommands(browsers: readonly PageBrowser[]) {
  return [
    pageCommand("page_click", browsers),
    pageCommand("page_type", browsers),
    pageCommand("page_select", browsers),
    pageCommand("page_press_key", browsers),
    pageCommand("page_scroll", browsers),
    pageCommand("page_navigate", browsers),
    pageCommand("page_tabs", browsers),
    pageCommand("page_wait", browsers),
    pageCommand("page_html", browsers),
  ] as const;
}
