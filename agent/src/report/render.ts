import type { AuditEvent, Turn } from "../audit/index.ts";
import { usageLine, type Usage } from "../cost/index.ts";
import { markOf, marksSvg, type Mark } from "./marks.ts";
import { el, escapeHtml, page, row } from "./html.ts";
import { PAGE_STYLE } from "./style.ts";
import { plainJson } from "../util/index.ts";

/** A line of a run's journal: an event as the audit log kept it, or a model turn with its screenshot. */
export type JournalEntry = AuditEvent | ({ time: string; run: string; event: "turn" } & Turn);

const isEvent = (entry: JournalEntry): entry is AuditEvent => entry.event !== "turn";
const first = (entries: JournalEntry[], name: AuditEvent["event"]) =>
  entries.find((e): e is AuditEvent => isEvent(e) && e.event === name);
const json = (value: unknown) => escapeHtml(plainJson(value));
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

function header(entries: JournalEntry[], started: number): string {
  const command = first(entries, "command");
  const result = entries.findLast((e): e is AuditEvent => isEvent(e) && e.event === "result");
  const ended = result ? Date.parse(result.time) : Date.parse(entries.at(-1)!.time);
  const what = command?.text === undefined ? "an envelope" : `“${escapeHtml(command.text)}”`;
  const ok = result?.success === true;
  const said = escapeHtml(result?.message ?? result?.error ?? result?.clarification);
  const outcome = result
    ? el("p", { class: `result ${ok ? "ok" : "failed"}` }, `${ok ? "✓" : "✗"} ${said}`)
    : el("p", { class: "result failed" }, "The run ended without a result (the agent stopped).");
  const usage = result?.usage as Usage | undefined;
  const spent = usage?.calls ? el("p", { class: "usage" }, escapeHtml(usageLine(usage)), tokens(usage)) : "";
  const from = command?.source ? ` · from the ${escapeHtml(command.source)}` : "";
  const when = `${new Date(started).toISOString().replace("T", " ").slice(0, 19)} UTC`;
  const meta = `${when}${from} · ${seconds(ended - started)} · run ${escapeHtml(entries[0]!.run)}`;
  return el("header", {}, el("h1", {}, what), el("p", { class: "meta" }, meta), outcome, spent);
}

function tokens(usage: Usage): string {
  const parts = [
    ["input", usage.inputTokens],
    ["cache write", usage.cacheWriteTokens],
    ["cached", usage.cacheReadTokens],
    ["output", usage.outputTokens],
  ].map(([name, n]) => `${name} ${Number(n).toLocaleString("en-US")}`);
  return `<br>${el("span", { class: "tokens" }, `tokens: ${parts.join(" · ")}`)}`;
}

function planSection(entries: JournalEntry[]): string {
  const plan = first(entries, "plan");
  if (!plan) return "";
  const goal = plan.goal ? el("p", {}, `Then, looking at the screen: “${escapeHtml(plan.goal)}”`) : "";
  const title = el("h2", {}, "Plan ", el("small", {}, `(${escapeHtml(plan.planner)})`));
  return el("section", {}, title, el("pre", {}, json(plan.commands)), goal);
}

function approvalText(e: AuditEvent): string {
  const by = e.by ? ` by ${escapeHtml(e.by)}` : "";
  const why = e.reason ? ` (${escapeHtml(e.reason)})` : "";
  return `asked “${escapeHtml(e.title)}”: ${escapeHtml(e.answer)}${by}${why}`;
}

/** A step or action as the report shows it: a page step with its words, its tool call and its output. */
function actionText(e: AuditEvent): string {
  if (e.event === "action") return el("code", {}, json(e.action));
  if (e.page_step === undefined) return el("code", {}, json(e.command));
  const call = e.call === undefined ? "no tool call" : el("code", {}, json(e.call));
  const output = e.output === undefined ? "" : `<br>output: ${el("code", {}, json(e.output))}`;
  return `${escapeHtml(e.page_step)}. ${escapeHtml(e.text)}<br>${call}${output}`;
}

/** A planned page step: its words, and the tool and target approved with it (a record from before them: words). */
function plannedStep(step: unknown): string {
  if (typeof step !== "object" || step === null) return escapeHtml(step);
  const { text, ...call } = step as { text?: unknown };
  return `${escapeHtml(text)} ${el("code", {}, json(call))}`;
}

/** The page steps as planned, and which path the part needing the page took, and why. */
function pagePlanSection(entries: JournalEntry[]): string {
  const plan = entries.find((e): e is AuditEvent => isEvent(e) && e.event === "plan" && e.planner === "page");
  if (!plan) return "";
  const steps = (plan.steps as unknown[]).map((step) => el("li", {}, plannedStep(step)));
  const path = el(
    "p",
    {},
    `${plan.path === "page" ? "By page steps" : "By looking at the screen"}: ${escapeHtml(plan.why)}`,
  );
  return el("section", {}, el("h2", {}, "Page steps"), path, steps.length ? el("ol", {}, steps.join("")) : "");
}

/** Every step, approval and action in order, each with when it ended and how long it took. */
function timeline(entries: JournalEntry[], started: number): string {
  let previous = started;
  const rows = entries
    .filter((e): e is AuditEvent => e.event === "approval" || e.event === "step" || e.event === "action")
    .map((e) => {
      const at = Date.parse(e.time);
      const took = at - previous;
      previous = at;
      const what = e.event === "approval" ? approvalText(e) : actionText(e);
      const status = escapeHtml(e.event === "approval" ? e.answer : e.status);
      const cells = [`+${seconds(at - started)}`, seconds(took), e.event, what, status, escapeHtml(e.message ?? "")];
      return row({ class: status }, cells);
    });
  if (rows.length === 0) return "";
  const head = el("thead", {}, row({}, ["at", "took", "", "what", "status", "result"], "th"));
  return el("section", {}, el("h2", {}, "Steps"), el("table", {}, head, el("tbody", {}, ...rows)));
}

function turnSection(turn: JournalEntry & { event: "turn" }): string {
  const { w, h } = turn.screenshot.image;
  const marks = turn.actions.map((step, i) => markOf(step.action, i + 1)).filter((m): m is Mark => m !== undefined);
  const src = `data:${turn.screenshot.mediaType};base64,${turn.screenshot.data}`;
  const actions = turn.actions.map((step, i) => {
    const told = ` · ${escapeHtml(step.status)} · ${escapeHtml(step.message)}`;
    return el("li", { class: step.status }, el("b", {}, `${i + 1}`), " ", el("code", {}, json(step.action)), told);
  });
  const said = turn.reasoning ? el("blockquote", {}, escapeHtml(turn.reasoning)) : "";
  const alt = `the screen Claude looked at in turn ${turn.iteration}`;
  const image = `<img src="${escapeHtml(src)}" width="${w}" height="${h}" alt="${alt}">`;
  const shot = el("figure", { class: "shot", style: `aspect-ratio: ${w} / ${h}` }, image, marksSvg(marks, w, h));
  const title = el("h3", {}, `Turn ${turn.iteration} `, el("small", {}, seconds(turn.ms)));
  const list = el("ol", { class: "actions" }, actions.join("") || "<li>no actions: the run ended here</li>");
  return el("section", { class: "turn", "data-iteration": turn.iteration }, title, said, shot, list);
}

/**
 * One run as a self-contained page: the command, the plan, each step, approval and action with its
 * timing and result, each model turn's reasoning over the screenshot it looked at with its clicks,
 * drags and zooms drawn, the calls, tokens and cost, and the result. Nothing is loaded from elsewhere.
 */
export function renderReport(entries: JournalEntry[]): string {
  if (entries.length === 0) throw new Error("a run report needs at least one event");
  const started = Date.parse(entries[0]!.time);
  const turns = entries.filter((e): e is JournalEntry & { event: "turn" } => e.event === "turn");
  const vision = turns.length
    ? el("section", {}, el("h2", {}, "Looking at the screen"), ...turns.map(turnSection))
    : "";
  const title = `hs-claude: ${String(first(entries, "command")?.text ?? "run")}`;
  return page(
    title,
    PAGE_STYLE,
    header(entries, started) + planSection(entries) + pagePlanSection(entries) + timeline(entries, started) + vision,
  );
}
