import { join } from "node:path";
import type { Page } from "../link/index.ts";
import { findHomeFolder, readHomeFile } from "../store/index.ts";
import { el, escapeHtml, page, row } from "./html.ts";
import { PAGE_STYLE } from "./style.ts";
import { listRuns, type RunSummary } from "./summary.ts";

function cost(run: RunSummary): string {
  if (run.calls === 0) return "no Claude call";
  const usd = run.costUsd === undefined ? "cost unknown" : `$${run.costUsd.toFixed(4)}`;
  return `${run.calls} call${run.calls === 1 ? "" : "s"}, ${usd}`;
}

/** The history page: every run with a report, newest first, each a link to its report. */
export function renderHistory(runs: RunSummary[]): string {
  const rows = runs.map((run) => {
    const link = el("a", { href: `/runs/${encodeURIComponent(run.name)}` }, escapeHtml(run.command));
    const result = `${run.success ? "✓" : "✗"} ${escapeHtml(run.message.split("\n")[0])}`;
    const when = escapeHtml(run.started.replace("T", " ").slice(0, 19));
    return row({ class: run.success ? "ok" : "failed" }, [when, link, result, escapeHtml(cost(run))]);
  });
  const head = el("thead", {}, row({}, ["when (UTC)", "command", "result", "Claude"], "th"));
  const body = rows.length
    ? el("table", { class: "runs" }, head, el("tbody", {}, ...rows))
    : el("p", {}, "No runs yet: each command you give leaves a report here.");
  const last = el("a", { href: "/runs/last" }, "the last one");
  const count = `${runs.length} run${runs.length === 1 ? "" : "s"} · ${last}`;
  const top = el("header", {}, el("h1", {}, "Run history"), el("p", { class: "meta" }, count));
  return page("hs-claude: run history", PAGE_STYLE, top + body);
}

/**
 * The pages of the agent's run history, by path: /runs, /runs/last, /runs/NAME. A runs folder or a
 * report that cannot be read throws, naming it (the server answers 500 and goes on).
 */
export function runPages(home: string): (path: string) => Page | undefined {
  return (path) => {
    if (path === "/runs" || path === "/runs/") return { status: 200, html: renderHistory(listRuns(home)) };
    if (path === "/runs/last") {
      const [last] = listRuns(home);
      return last ? { status: 302, location: `/runs/${encodeURIComponent(last.name)}` } : undefined;
    }
    const name = /^\/runs\/([A-Za-z0-9-]{1,100})$/.exec(path)?.[1];
    if (name === undefined) return undefined;
    const dir = findHomeFolder(home, "runs");
    const html = dir === undefined ? undefined : readHomeFile(join(dir, `${name}.html`));
    return html === undefined ? undefined : { status: 200, html };
  };
}
