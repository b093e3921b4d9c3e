/**
 * Planner figures: offline planning time in-process over the dev set and the natural set (also on a
 * big desktop, where typo correction has the most words to compare), the whole-process time of
 * `hs-claude plan --offline`, and the size of the model's context for a large desktop beside a naive
 * dump of the desktop (raw AppleScript text plus parsed tab objects).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Snapshot } from "../agent/src/contract/index.ts";
import { modelContext, planOffline } from "../agent/src/registry/index.ts";
import { DESKTOPS, REPO, SHARED } from "../test/support/index.ts";
import { ms, summary } from "./stats.ts";

const desktop = (name: string) => Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, `${name}.json`), "utf8")));

function inProcess(file: string, label: string, override?: Snapshot): void {
  const cases = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { desktop: string; command: string });
  const snapshots = new Map(cases.map((c) => [c.desktop, override ?? desktop(c.desktop)]));
  for (const c of cases) planOffline(c.command, snapshots.get(c.desktop)!);
  const samples: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const c of cases) {
      const start = performance.now();
      planOffline(c.command, snapshots.get(c.desktop)!);
      samples.push(performance.now() - start);
    }
  }
  const { p50, p99 } = summary(samples.sort((a, b) => a - b));
  console.log(`offline planning in-process, ${cases.length} ${label} x 10: p50 ${ms(p50)}, p99 ${ms(p99)}`);
}

function wholeProcess(runs = 20): void {
  const args = [
    join(REPO, "bin", "hs-claude.js"),
    "plan",
    "--context",
    join(DESKTOPS, "dev-dual.json"),
    "--offline",
    "chrome left half",
  ];
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const start = performance.now();
    spawnSync(process.execPath, args, { encoding: "utf8" });
    if (i >= 2) samples.push(performance.now() - start);
  }
  const { p50, p99 } = summary(samples.sort((a, b) => a - b));
  console.log(
    `hs-claude plan --offline, whole process, ${runs} runs: p50 ${ms(p50)}, p99 ${ms(p99)} (aim: under 300 ms)`,
  );
}

/** A desktop with 200 tabs in 8 windows and 40 running apps. */
function bigDesktop(): Snapshot {
  const base = desktop("dev-dual");
  const sites = [
    "github.com",
    "www.reddit.com",
    "news.ycombinator.com",
    "docs.python.org",
    "www.youtube.com",
    "stackoverflow.com",
    "mail.google.com",
    "en.wikipedia.org",
  ];
  const tabs = Array.from({ length: 200 }, (_, i) => {
    const host = sites[i % sites.length]!;
    return {
      index: i + 1,
      id: String(10_000 + i),
      windowIndex: Math.floor(i / 25) + 1,
      localIndex: (i % 25) + 1,
      title: `Page ${i + 1} about topic ${i % 17} - ${host}`,
      url: `https://${host}/path/${i}/item?ref=${i * 7}`,
      domain: host.replace(/^www\./, ""),
      active: i % 25 === 0,
    };
  });
  const apps = Array.from({ length: 40 }, (_, i) => ({
    name: `App Number ${i + 1}`,
    bundleID: `com.example.app${i + 1}`,
    running: true,
    frontmost: i === 0,
    hidden: false,
  }));
  return {
    ...base,
    apps,
    tabs,
    installedApps: [...base.installedApps, ...apps.map(({ name, bundleID }) => ({ name, bundleID }))],
  };
}

/** A naive context: AppleScript's raw record text, the same tabs parsed, and the app lists as JSON. */
function naiveContext(s: Snapshot): string {
  const tabLine = (t: Snapshot["tabs"][number]) =>
    `{title:"${t.title}", URL:"${t.url}", window:${t.windowIndex}, tab:${t.localIndex}, active:${t.active}}`;
  const raw = `{${s.tabs.map(tabLine).join(", ")}}`;
  const parsed = s.tabs.map((t) => ({
    index: t.index,
    title: t.title,
    url: t.url,
    domain: t.domain,
    content_summary: "",
    is_active: t.active,
    window_index: t.windowIndex,
    local_index: t.localIndex,
  }));
  return [
    `Running Applications:\n${JSON.stringify(s.apps, null, 2)}`,
    `Installed Applications:\n${JSON.stringify(s.installedApps, null, 2)}`,
    `Chrome Tabs (Raw):\n${raw}`,
    `Chrome Tabs (Parsed):\n${JSON.stringify(parsed, null, 2)}`,
    `Available Presets:\n${JSON.stringify(s.presets.map((p) => p.name))}`,
  ].join("\n\n");
}

function contextSize(): void {
  const big = bigDesktop();
  const ours = modelContext(big);
  const naive = naiveContext(big);
  const tokens = (text: string) => Math.round(text.length / 4);
  console.log(
    `context for 200 tabs and 40 apps: ${ours.length} chars (~${tokens(ours)} tokens); ` +
      `raw AppleScript dump: ${naive.length} chars (~${tokens(naive)} tokens); ` +
      `${(naive.length / ours.length).toFixed(1)}x smaller`,
  );
}

export function benchPlanner(): void {
  inProcess(join(SHARED, "eval", "planner-dev.jsonl"), "dev commands");
  const natural = join(REPO, "eval", "planner-natural.jsonl");
  inProcess(natural, "natural commands (typos corrected on a second pass)");
  inProcess(natural, "natural commands on a desktop of 200 tabs and 40 apps", bigDesktop());
  wholeProcess();
  contextSize();
}
