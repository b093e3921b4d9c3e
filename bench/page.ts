/**
 * The YouTube search task three ways, on the real bundle in the simulator with a scripted model on the wire format:
 * by DOM steps planned in one call (page_type and page_click, no screenshot), by page steps the orchestrator plans
 * from the page's text and the executor turns into one call each (no screenshot), and by the vision loop (a
 * screenshot each turn). Each line: model calls, images sent and the input tokens of what was sent
 * (text at ~4 characters a token, each 1280×720 image at its visual tokens), counted the same way for both.
 */
import { visualTokens } from "../agent/src/contract/index.ts";
import { createRunner, runCommand } from "../agent/src/app/index.ts";
import { MessagesServer, type Scripted } from "../test/fakes/messages-server.ts";
import { needsTheScreen, reply, toolUse } from "../test/fakes/youtube-script.ts";
import { FIRST, youtubeDesktop } from "../test/sim/desktops/youtube.ts";
import { startSimMac, type SimMac } from "../test/sim/index.ts";
import { youtubeByLoop } from "./loop.ts";

const TASK = "search YouTube for cooking videos and open the first result";
const YOUTUBE_TAB = "7039";

/** The plan a model gives for the task on a page it can script: type in the search box and submit, click a result. */
const DOM_PLAN = {
  commands: [
    {
      type: "page_type",
      tab: YOUTUBE_TAB,
      selector: "input[name='search_query']",
      text: "cooking videos",
      submit: true,
    },
    { type: "page_click", tab: YOUTUBE_TAB, selector: "a" },
  ],
  needs_clarification: false,
  clarification_reason: null,
};

/** Images in a request, and its other characters (an image's data left out). */
function measure(body: unknown): { images: number; chars: number } {
  let images = 0;
  const text = JSON.stringify(body, (key, value: unknown) => {
    if (value && typeof value === "object" && (value as { type?: unknown }).type === "image") {
      images++;
      return "";
    }
    return key === "data" ? "" : value;
  });
  return { images, chars: text.length };
}

/** What a task cost: model calls, images sent, input tokens (text at ~4 characters a token, images at theirs). */
export interface TaskFigures {
  calls: number;
  images: number;
  tokens: number;
  textTokens: number;
}

/** What the requests sent since `from` cost, printed as one line. */
function line(name: string, model: MessagesServer, from: number): TaskFigures {
  const sent = model.requests.slice(from).map((request) => measure(request.body));
  const images = sent.reduce((sum, one) => sum + one.images, 0);
  const text = Math.round(sent.reduce((sum, one) => sum + one.chars, 0) / 4);
  const tokens = text + images * visualTokens(1280, 720);
  console.log(`  ${name}: ${sent.length} calls, ${images} images, ~${tokens} input tokens (~${text} of them text)`);
  return { calls: sent.length, images, tokens, textTokens: text };
}

const tabUrl = (sim: SimMac) => sim.snapshot().tabs.find((tab) => tab.id === YOUTUBE_TAB)?.url;

/** The YouTube desktop with JavaScript from Apple Events on: its page can be scripted. */
function scriptable(): object {
  const desktop = youtubeDesktop();
  return { ...desktop, sim: { ...desktop.sim, javascriptFromAppleEvents: true } };
}

/** What the model answers when the page is left to page steps: the goal, the steps, then one call each. */
const ORCHESTRATED: Scripted[] = [
  needsTheScreen(TASK),
  reply(
    toolUse("submit_page_steps", {
      path: "page",
      why: "the page has a search box",
      steps: [
        {
          text: "Type cooking videos into the search box and submit it",
          tool: "page_type",
          target: { selector: "input[name='search_query']", text: "cooking videos", submit: true },
        },
        { text: "Click the first result", tool: "page_click", target: { selector: "a" } },
      ],
      message: "",
    }),
  ),
  reply(toolUse("page_type", { selector: "input[name='search_query']", text: "cooking videos", submit: true })),
  reply(toolUse("page_click", { selector: "a" })),
];

async function byPage(model: MessagesServer, name: string, replies: Scripted[], yes: boolean): Promise<TaskFigures> {
  const sim = await startSimMac({ desktop: scriptable() });
  try {
    const from = model.requests.length;
    model.reply(...replies);
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false });
    const env = { ANTHROPIC_API_KEY: model.apiKey, ANTHROPIC_BASE_URL: model.url, HS_CLAUDE_MODEL: "claude-test" };
    const outcome = await runCommand(TASK, runner, { offline: false, yes, env });
    if (outcome.kind !== "executed" || !outcome.result.success || tabUrl(sim) !== FIRST)
      throw new Error(`the bench's ${name.trim()} did not open the first result: ${JSON.stringify(outcome)}`);
    return line(name, model, from);
  } finally {
    await sim.close();
  }
}

async function byLoop(model: MessagesServer): Promise<TaskFigures> {
  const sim = await startSimMac({ desktop: youtubeDesktop() });
  try {
    const from = model.requests.length;
    await youtubeByLoop(model, sim.agent!.spoon);
    return line("vision loop", model, from);
  } finally {
    await sim.close();
  }
}

export async function benchPage(): Promise<{ dom: TaskFigures; pageSteps: TaskFigures; vision: TaskFigures }> {
  const model = await MessagesServer.start("sk-bench-page");
  try {
    console.log(`"${TASK}" (the first result open either way)`);
    const dom = await byPage(model, "DOM steps  ", [reply(toolUse("submit_plan", DOM_PLAN))], false);
    // The person approves the listed page steps (yes): a bench has nobody at the Mac.
    const pageSteps = await byPage(model, "page steps ", ORCHESTRATED, true);
    return { dom, pageSteps, vision: await byLoop(model) };
  } finally {
    await model.close();
  }
}
