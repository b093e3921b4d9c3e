/**
 * The bench's figures as one markdown table (figure, value, beside it, target), and the same figures as JSON.
 * Tokens of text are estimated as UTF-8 bytes / 4 everywhere; an image's as ⌈w/28⌉·⌈h/28⌉.
 */
import type { SoakReport } from "../test/support/soak.ts";
import type { LatencyFigure } from "./latency.ts";
import type { TaskFigures } from "./page.ts";
import type { benchPlanner } from "./planner.ts";
import type { benchRoundTrip } from "./roundtrip.ts";
import type { ShotFigures } from "./screenshot.ts";

export interface BenchFigures {
  planner: ReturnType<typeof benchPlanner>;
  roundTrip: Awaited<ReturnType<typeof benchRoundTrip>>;
  screenshot: ShotFigures;
  tasks: { dom: TaskFigures; pageSteps: TaskFigures; vision: TaskFigures };
  latency: LatencyFigure[];
  soak: SoakReport;
  /** What is wrong with the soak (nothing: empty). */
  soakProblems: string[];
}

type Row = [figure: string, value: string, beside: string, target: string];

const ms = (value: number | undefined, digits = 0) => (value === undefined ? "—" : `${value.toFixed(digits)} ms`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const task = ({ calls, images, tokens }: TaskFigures) =>
  `${counted(calls, "call")}, ${counted(images, "image")}, ~${tokens} tokens`;
const mark = (met: boolean) => (met ? "✓" : "✗ missed");

function plannerRows({ planner, roundTrip }: BenchFigures): Row[] {
  const { offline, process, context, snapshot } = planner;
  const { operation, echo } = roundTrip;
  return [
    [
      "offline planning, in-process (dev set), p50 / p95",
      `${ms(offline.dev.p50, 3)} / ${ms(offline.dev.p95, 3)}`,
      "",
      "",
    ],
    ["the same, desktop of 200 tabs and 40 apps", `${ms(offline.big.p50, 3)} / ${ms(offline.big.p95, 3)}`, "", ""],
    ["`plan --offline`, whole process, median", ms(process.plan), `\`node -e ""\`: ${ms(process.node)}`, ""],
    [
      "list_apps round trip agent → Spoon → agent, p50 / p99",
      `${ms(operation.p50, 3)} / ${ms(operation.p99, 3)}`,
      `raw ws echo: ${ms(echo.p50, 3)} / ${ms(echo.p99, 3)}`,
      "",
    ],
    [
      "model context, 200 tabs and 40 apps",
      `${kb(context.bytes)}, ~${context.tokens} tokens`,
      `snapshot as JSON: ${kb(snapshot.bytes)}, ~${snapshot.tokens} tokens`,
      "",
    ],
  ];
}

function taskRows({ screenshot, tasks }: BenchFigures): Row[] {
  return [
    [
      "screenshot, 3024×1964 Retina screen",
      `${screenshot.w}×${screenshot.h} JPEG, ${kb(screenshot.bytes)}`,
      `~${screenshot.tokens} tokens`,
      "",
    ],
    ["YouTube task by the vision loop", task(tasks.vision), "", ""],
    ["YouTube task by DOM steps", task(tasks.dom), `page steps: ${task(tasks.pageSteps)}`, ""],
  ];
}

function latencyRows({ latency }: BenchFigures): Row[] {
  return latency.map(({ name, targetMs, coldMs, warmMs, met }) => [
    `simulated Mac: "${name}", cold / warm`,
    `${ms(coldMs)} / ${ms(warmMs)}`,
    "",
    `≤ ${targetMs} ms ${mark(met)}`,
  ]);
}

function soakRows({ soak, soakProblems }: BenchFigures): Row[] {
  const { idle, after } = soak.memory;
  const outcome = soakProblems.length === 0 ? "no error, nothing left open, audit log whole" : soakProblems[0]!;
  return [
    [
      "memory, agent and simulated Mac in one process, idle (RSS, heap)",
      `${mb(idle.rssBytes)}, ${mb(idle.heapUsedBytes)}`,
      "",
      "",
    ],
    [
      `the same after a soak of ${soak.ops} operations`,
      `${mb(after.rssBytes)}, ${mb(after.heapUsedBytes)}`,
      `${(soak.wallMs / soak.ops).toFixed(0)} ms an operation (wall)`,
      "",
    ],
    ["soak", `${soak.ops} operations, ${soak.runs} runs`, outcome, `${soakProblems.length === 0 ? "✓" : "✗"}`],
  ];
}

/** The figures as one markdown table. */
export function markdownTable(figures: BenchFigures): string {
  const rows = [...plannerRows(figures), ...taskRows(figures), ...latencyRows(figures), ...soakRows(figures)];
  const lines = [
    "| figure | value | beside it | target |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`),
  ];
  return `${lines.join("\n")}\n\nTokens of text: UTF-8 bytes / 4; of an image: ⌈w/28⌉·⌈h/28⌉.`;
}

/** Whether the bench failed: a latency target of the product missed, or the soak found a problem. */
export function missed(figures: BenchFigures): string[] {
  const late = figures.latency.filter((figure) => !figure.met).map((figure) => `missed its target: ${figure.name}`);
  return [...late, ...figures.soakProblems];
}
