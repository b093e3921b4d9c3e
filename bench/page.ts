/**
 * The YouTube search task two ways, on the real bundle in the simulator with a scripted model on the wire format:
 * by DOM steps (one planning call, then page_type and page_click in the page, no screenshot) and by the vision
 * loop (a screenshot each turn). Each line: model calls, images sent and the input tokens of what was sent
 * (text at ~4 characters a token, each 1280×720 image at its visual tokens), counted the same way for both.
 */
import { visualTokens } from "../agent/src/contract/index.ts";
import { createRunner, runCommand } from "../agent/src/app/index.ts";
import { MessagesServer } from "../test/fakes/messages-server.ts";
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

/** What the requests sent since `from` cost, as one line. */
function line(name: string, model: MessagesServer, from: number): string {
  const sent = model.requests.slice(from).map((request) => measure(request.body));
  const images = sent.reduce((sum, one) => sum + one.images, 0);
  const text = Math.round(sent.reduce((sum, one) => sum + one.chars, 0) / 4);
  const tokens = text + images * visualTokens(1280, 720);
  return `  ${name}: ${sent.length} calls, ${images} images, ~${tokens} input tokens (~${text} of them text)`;
}

const tabUrl = (sim: SimMac) => sim.snapshot().tabs.find((tab) => tab.id === YOUTUBE_TAB)?.url;

async function byDom(model: MessagesServer): Promise<string> {
  const sim = await startSimMac({ desktop: youtubeDesktop() });
  try {
    const from = model.requests.length;
    model.reply({ content: [{ type: "tool_use", id: "toolu_plan", name: "submit_plan", input: DOM_PLAN }] });
    const { spoon, presets } = sim.agent!;
    const runner = createRunner({ spoon, presets, home: sim.home, terminal: false });
    const env = { ANTHROPIC_API_KEY: model.apiKey, ANTHROPIC_BASE_URL: model.url, HS_CLAUDE_MODEL: "claude-test" };
    const outcome = await runCommand(TASK, runner, { offline: false, yes: false, env });
    if (outcome.kind !== "executed" || !outcome.result.success || tabUrl(sim) !== FIRST)
      throw new Error(`the bench's DOM steps did not open the first result: ${JSON.stringify(outcome)}`);
    return line("DOM steps  ", model, from);
  } finally {
    await sim.close();
  }
}

async function byLoop(model: MessagesServer): Promise<string> {
  const sim = await startSimMac({ desktop: youtubeDesktop() });
  try {
    const from = model.requests.length;
    await youtubeByLoop(model, sim.agent!.spoon);
    return line("vision loop", model, from);
  } finally {
    await sim.close();
  }
}

export async function benchPage(): Promise<void> {
  const model = await MessagesServer.start("sk-bench-page");
  try {
    console.log(`"${TASK}" (the first result open either way)`);
    console.log(await byDom(model));
    console.log(await byLoop(model));
  } finally {
    await model.close();
  }
}
