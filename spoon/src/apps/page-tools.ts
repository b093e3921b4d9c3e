// The page steps' Spoon side, shared by the browsers' folders: one operation per browser runs a page tool in a
// tab through that browser's own way of running a script in a page, and `wait` polls it on a timer.
import type { OpSpec } from "../contract";
import { OpFailure, text, type OperationOf, type SpoonContext } from "../runtime";
import { PAGE_HTML_BUDGET, PAGE_WAIT_MS, type PageAnswer, type PageRequest } from "./page-contract";

type Table = { [key: string]: unknown };

/** What one run of the page script in a tab gave: the tab after it and the script's JSON answer, or why not. */
export type TabRun = { ok: true; tab: PageAnswer["tab"] & { loading: boolean }; answer: string } | OpFailure;

/** How a browser runs the page script in a tab (by id; absent: its front window's active tab). */
export type RunInTab = (
  this: void,
  ctx: SpoonContext,
  tab: string | undefined,
  request: { tool: string; input: Table; budget: number },
) => Promise<TabRun>;

/** What a browser's page JXA gets in argv[0]: the tabs' action, the place to go, or the page request; the tab. */
export function pageWant(tab: string | undefined, request: { tool: string; input: Table; budget: number }): string {
  const { tool, input } = request;
  const what = tool === "tabs" ? input : tool === "navigate" ? { go: input.action, url: input.url } : { request };
  return hs.json.encode(tab === undefined ? what : { ...what, tab })!;
}

/**
 * What a browser's page JXA printed: the run, or the failure its reason names (`whyNot`; "javascript off" is
 * `off`). Output that is not its JSON is a programmer error.
 */
export function pageRan(browser: string, output: string, whyNot: { [reason: string]: string }, off: string): TabRun {
  const ran = hs.json.decode(output) as Table | undefined;
  if (ran === undefined) throw `${browser}'s answer could not be read: ${string.sub(output, 1, 200)}`;
  if (ran.ok === true) return ran as unknown as TabRun;
  if (ran.reason === "javascript off") return new OpFailure(off);
  return new OpFailure(
    whyNot[tostring(ran.reason)] ?? `${browser} could not run the page step: ${tostring(ran.reason)}`,
  );
}

/** How often `wait` looks again, in seconds. */
const WAIT_INTERVAL = 0.25;

function pause(ctx: SpoonContext, seconds: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = ctx.keepTimer(
      hs.timer.doAfter(seconds, () => {
        ctx.forgetTimer(timer);
        resolve();
      }),
    );
  });
}

/** One tool run: the tab after it and the tool's output; the page script's own refusal is a failure. */
async function runTool(run: RunInTab, ctx: SpoonContext, request: PageRequest) {
  const ran = await run(ctx, request.tab, { tool: request.tool, input: request.input, budget: PAGE_HTML_BUDGET });
  if (ran instanceof OpFailure) throw ran;
  const output = hs.json.decode(ran.answer) as Table | undefined;
  if (type(output) !== "table") throw `the page's answer could not be read: ${string.sub(ran.answer, 1, 200)}`;
  if (type(output!.error) === "string") throw new OpFailure(output!.error as string);
  return { tab: ran.tab, output: output! };
}

/** Which document a tab shows (a mark the page script keeps on it) and its address; none where no script runs. */
type DocumentSeen = { document: unknown; href: unknown } | undefined;

async function documentNow(run: RunInTab, ctx: SpoonContext, request: PageRequest): Promise<DocumentSeen> {
  const probe: PageRequest = { ...request, tool: "probe", input: { selector: "html" } };
  const seen = await runTool(run, ctx, probe).catch((error: unknown) => {
    if (error instanceof OpFailure) return undefined; // a browser's own page: no script runs there
    throw error;
  });
  return seen === undefined ? undefined : { document: seen.output.document, href: seen.output.href };
}

/**
 * `wait`: looks at the page every quarter second, on a timer (Hammerspoon is never blocked), until the element
 * is there (`element`) or the page has loaded (`navigation`, `network_idle`: a script cannot see the network,
 * so a loaded page is what it waits for), or the timeout passes. After a navigation (`from`: the document seen
 * before it), a page has loaded only once it is another document or address: the old one answers "complete"
 * until the new one replaces it, and Safari's tabs say nothing of loading.
 */
async function waitFor(
  run: RunInTab,
  ctx: SpoonContext,
  request: PageRequest,
  from?: DocumentSeen,
): Promise<PageAnswer> {
  const { wait_type: kind, selector, timeout } = request.input;
  const most = math.min(type(timeout) === "number" ? (timeout as number) : PAGE_WAIT_MS.usual, PAGE_WAIT_MS.most);
  const started = hs.timer.secondsSinceEpoch();
  const probe: PageRequest = { ...request, tool: "probe", input: { selector: selector ?? "html" } };
  for (;;) {
    const { tab, output } = await runTool(run, ctx, probe);
    const waited = math.floor((hs.timer.secondsSinceEpoch() - started) * 1000);
    const moved = from === undefined || output.document !== from.document || output.href !== from.href;
    const loaded = !tab.loading && output.ready === "complete" && moved;
    const found = kind === "element" ? output.element_found === true : loaded;
    if (found || waited >= most) {
      const outcome = { success: found, element_found: output.element_found === true, time_waited: waited };
      return { tab: { id: tab.id, url: tab.url, title: tab.title }, output: outcome };
    }
    await pause(ctx, WAIT_INTERVAL);
  }
}

/** The page operation `name` of the browser `app`, which runs the page script with `run`. */
export function pageOperation<N extends string>(
  name: N,
  run: RunInTab,
): OperationOf<N, { params: PageRequest; result: PageAnswer } & OpSpec> {
  return {
    name,
    parse: (params) => {
      const tool = text(params, "tool");
      if (tool instanceof OpFailure) return tool;
      if (type(params.input) !== "table") return new OpFailure("input must be an object");
      const tab = params.tab === undefined ? undefined : text(params, "tab");
      if (tab instanceof OpFailure) return tab;
      return { tool, input: params.input as Table, ...(tab === undefined ? {} : { tab }) };
    },
    run: async (request, ctx) => {
      if (request.tool === "wait") return waitFor(run, ctx, request);
      if (request.tool === "navigate") {
        const before = await documentNow(run, ctx, request);
        const sent = await runTool(run, ctx, request);
        const loading = { wait_type: "navigation", timeout: PAGE_WAIT_MS.load };
        const waiting: PageRequest = { ...request, tool: "wait", input: loading };
        const loaded = await waitFor(run, ctx, { ...waiting, tab: request.tab ?? sent.tab.id }, before);
        return { tab: loaded.tab, output: { success: loaded.output.success, loaded: loaded.output.success } };
      }
      const { tab, output } = await runTool(run, ctx, request);
      return { tab: { id: tab.id, url: tab.url, title: tab.title }, output: { success: true, ...output } };
    },
  };
}
