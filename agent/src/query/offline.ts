import type { Snapshot, Tab } from "../contract/index.ts";
import { matchApp, matchTabs, NO_TAB_IN_FRONT } from "../desktop/index.ts";
import { plainLine } from "../util/index.ts";

type Answerer = (match: RegExpExecArray, snapshot: Snapshot) => string;

/** "2026-10-01 09:00" from an ISO time. */
const seenAt = (iso: string) => iso.slice(0, 16).replace("T", " ");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const listTabs = (tabs: Tab[]) =>
  tabs
    .map((t) => {
      const seen = t.firstSeen ? `, first seen ${seenAt(t.firstSeen)}` : "";
      return `${t.index}. ${plainLine(t.title)} (${plainLine(t.domain)}${seen})`;
    })
    .join("; ");

function byAge(snapshot: Snapshot, oldestFirst: boolean): string {
  const dated = snapshot.tabs.filter((t) => t.firstSeen);
  if (dated.length === 0) return "I have no record of when these tabs were first seen yet";
  const sorted = [...dated].sort((a, b) => (oldestFirst ? 1 : -1) * a.firstSeen!.localeCompare(b.firstSeen!));
  return `${oldestFirst ? "Oldest" : "Newest"} tabs: ${listTabs(sorted.slice(0, 5))}`;
}

/** Questions the agent can answer from the snapshot alone, without a model. */
const QUESTIONS: [RegExp, Answerer][] = [
  [
    /^how many (?:open |chrome )?tabs(?: (?:are|do i have))?(?: open)?\??$/,
    (_m, s) => `${plural(s.tabs.length, "tab")} open`,
  ],
  [
    /^how many (.+?) tabs(?: (?:are|do i have))?(?: open)?\??$/,
    (m, s) => {
      const tabs = matchTabs(m[1]!, s);
      return tabs.length ? `${plural(tabs.length, `${m[1]} tab`)}: ${listTabs(tabs)}` : `no ${m[1]} tabs are open`;
    },
  ],
  [
    /^how many (?:apps|applications)(?: are)?(?: running| open)?\??$/,
    (_m, s) => `${plural(s.apps.length, "app")} running: ${s.apps.map((a) => a.name).join(", ")}`,
  ],
  [/^how many windows(?: are)?(?: open)?\??$/, (_m, s) => `${plural(s.windows.length, "window")} open`],
  [
    /^(?:which|what) apps (?:have no|don't have any|do not have any|are without) windows\??$|^apps without windows\??$/,
    (_m, s) => {
      const idle = s.apps.filter((a) => !s.windows.some((w) => w.app === a.name));
      return idle.length ? `No windows: ${idle.map((a) => a.name).join(", ")}` : "every running app has a window";
    },
  ],
  [
    /^(?:what|which) (?:are|is) my oldest tabs?\??$|^(?:show|list) (?:me )?my oldest tabs?\??$|^oldest tabs?\??$/,
    (_m, s) => byAge(s, true),
  ],
  [/^(?:what|which) (?:are|is) my (?:newest|most recent) tabs?\??$/, (_m, s) => byAge(s, false)],
  [
    /^(?:what|which) tab is (?:active|open|in front)\??$|^what(?:'s| is) my current tab\??$/,
    (_m, s) => {
      const tab = s.tabs.find((t) => t.windowIndex === 1 && t.active);
      return tab ? `Tab ${tab.index}: ${plainLine(tab.title)} (${plainLine(tab.domain)})` : NO_TAB_IN_FRONT;
    },
  ],
  [
    /^is (.+?) (?:running|open)\??$/,
    (m, s) => {
      const app = matchApp(m[1]!, s);
      if (app.kind === "ambiguous") return `"${m[1]}" could be ${app.names.join(" or ")}`;
      if (app.kind === "none") return `no app called ${m[1]} is running or installed`;
      return app.running ? `yes, ${app.name} is running` : `no, ${app.name} is installed but not running`;
    },
  ],
];

/** The answer to a question the agent can compute itself, or undefined when it needs Claude. */
export function answerOffline(question: string, snapshot: Snapshot): string | undefined {
  const text = question.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [pattern, answer] of QUESTIONS) {
    const match = pattern.exec(text);
    if (match) return answer(match, snapshot);
  }
  return undefined;
}
