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
import { readCases } from "../scripts/planner-judge.ts";
import { DESKTOPS, EVAL, REPO } from "../test/support/index.ts";
import { ms, percentile, summary } from "./stats.ts";

const desktop = (name: string) => Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, `${name}.json`), "utf8")));

type Timing = ReturnType<typeof summary>;

function inProcess(file: string, label: string, override?: Snapshot): Timing {
  const cases = readCases(file);
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
  const timing = summary(samples.sort((a, b) => a - b));
  const { p50, p95, p99 } = timing;
  console.log(
    `offline planning in-process, ${cases.length} ${label} x 10: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}`,
  );
  return timing;
}

/**
 * `hs-claude plan --offline` as a whole process beside `node -e ""` (node's own start), spawned in turn in the same
 * run, so the load of the machine weighs on both alike: the median of each, in ms.
 */
function wholeProcess(runs = 20): { plan: number; node: number } {
  const plan = [
    join(REPO, "bin", "hs-claude.js"),
    "plan",
    "--context",
    join(DESKTOPS, "dev-dual.json"),
    "--offline",
    "chrome left half",
  ];
  const samples = { plan: [] as number[], node: [] as number[] };
  for (let i = 0; i < runs + 2; i++)
    for (const [name, args] of [
      ["plan", plan],
      ["node", ["-e", ""]],
    ] as const) {
      const start = performance.now();
      spawnSync(process.execPath, args, { encoding: "utf8" });
      if (i >= 2) samples[name].push(performance.now() - start);
    }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const figures = { plan: median(samples.plan), node: median(samples.node) };
  console.log(
    `hs-claude plan --offline, whole process, ${runs} runs: median ${ms(figures.plan)} ` +
      `(node -e "" in turn with it: ${ms(figures.node)})`,
  );
  return figures;
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

/** Bytes of a text in UTF-8, and the tokens estimated from them (4 bytes a token, for every text alike). */
export function sized(text: string): { bytes: number; tokens: number } {
  const bytes = Buffer.byteLength(text);
  return { bytes, tokens: Math.round(bytes / 4) };
}

/** The planner's model context for 200 tabs and 40 apps, beside the snapshot dumped whole and an AppleScript dump. */
function contextSize(): { context: ReturnType<typeof sized>; snapshot: ReturnType<typeof sized> } {
  const big = bigDesktop();
  const [context, snapshot, naive] = [modelContext(big), JSON.stringify(big), naiveContext(big)].map(sized);
  console.log(
    `context for 200 tabs and 40 apps: ${context!.bytes} bytes (~${context!.tokens} tokens); ` +
      `the snapshot as JSON: ${snapshot!.bytes} bytes; raw AppleScript dump: ${naive!.bytes} bytes ` +
      `(~${naive!.tokens} tokens, ${(naive!.bytes / context!.bytes).toFixed(1)}x the context)`,
  );
  return { context: context!, snapshot: snapshot! };
}

export function benchPlanner() {
  const dev = inProcess(join(EVAL, "planner-dev.jsonl"), "dev commands");
  const natural = join(EVAL, "planner-natural.jsonl");
  inProcess(natural, "natural commands (typos corrected on a second pass)");
  const big = inProcess(natural, "natural commands on a desktop of 200 tabs and 40 apps", bigDesktop());
  return { offline: { dev, big }, process: wholeProcess(), ...contextSize() };
}
