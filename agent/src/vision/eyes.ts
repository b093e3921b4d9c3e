import { addReply, noUsage, type Usage } from "../cost/index.ts";
import type Anthropic from "@anthropic-ai/sdk";
import type { Frame, Screenshot } from "../contract/index.ts";
import { ApiError, isExpected, type ErrorType } from "../errors/index.ts";
import { createClient, messageFrom, modelFor } from "../llm/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { modelText } from "../util/index.ts";
import { boxToGlobal, middleOf, parseBox } from "./box.ts";
import { snapToElement } from "./snap.ts";
import { plainLine } from "../util/index.ts";

const text = (name: string) => modelText(new URL(`./${name}.txt`, import.meta.url));
const SYSTEM = text("vision-system");
const FIND = text("find-element");
const DESCRIBE = text("describe-screen");
const CHECK = text("check-condition");
const EXTRACT = text("extract-info");

/** What looking cost: model calls, tokens, screenshots and USD (added to by every question). */
export type VisionUsage = Usage;

export type Seen<T> = { ok: true; value: T } | { ok: false; error: string; errorType: ErrorType };

/** An element found on the screen, in global points: the point a click lands on, and its frame. */
export interface FoundOnScreen {
  x: number;
  y: number;
  frame: Frame;
  screenId: number;
  /** The accessibility element the box was snapped to, when one agreed with it. */
  element?: { role: string; title?: string };
}

export interface EyesOptions {
  spoon: SpoonClient;
  client: Anthropic;
  model: string;
  /** findElement asks for a box in 0..range of the image (config vision.normalizationRange); absent, pixels. */
  normalizationRange?: number;
  /** Long edge of the screenshots sent (config vision.maxLongEdge). */
  maxLongEdge?: number;
  /** The screen to look at; default the focused window's. */
  screenId?: number;
  /** Aborted once the person cancelled the run: a question under way ends at once, as errorType "cancelled". */
  signal?: AbortSignal | undefined;
}

/** The text with each {{name}} replaced by its value, taken literally. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const unusable = (error: string): Seen<never> => ({ ok: false, error, errorType: "vision" });

/** One question about a fresh screenshot: one model call, its tokens and the screenshot counted in `usage`. */
async function askAbout(
  options: EyesOptions,
  usage: VisionUsage,
  question: string,
): Promise<Seen<{ shot: Screenshot; answer: string }>> {
  const { spoon, client, model, signal } = options;
  const params = {
    ...(options.screenId === undefined ? {} : { screenId: options.screenId }),
    ...(options.maxLongEdge === undefined ? {} : { maxLongEdge: options.maxLongEdge }),
  };
  const captured = await spoon.call("capture_screen", params);
  if (!captured.ok) return { ok: false, error: captured.error.message, errorType: "vision" };
  const shot = captured.value;
  usage.screenshots++;
  const image = { type: "base64" as const, media_type: shot.mediaType, data: shot.data };
  let reply: Anthropic.Message;
  try {
    const content = [
      { type: "image" as const, source: image },
      { type: "text" as const, text: question },
    ];
    const request = { model, max_tokens: 512, system: SYSTEM, messages: [{ role: "user" as const, content }] };
    reply = await messageFrom(client, client.messages.create(request, { signal }), signal);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, error: error.message, errorType: error.errorType === "cancelled" ? "cancelled" : "api" };
  }
  addReply(usage, model, reply.usage);
  const answer = reply.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
  return { ok: true, value: { shot, answer: answer.trim() } };
}

/** The accessibility element under a vision box, when one agrees with it; none when the tree cannot tell. */
async function snapped(spoon: SpoonClient, frame: Frame) {
  try {
    const near = await spoon.call("elements_in", { area: frame });
    return near.ok ? snapToElement(frame, near.value.elements) : undefined;
  } catch (error) {
    if (isExpected(error)) return undefined;
    throw error;
  }
}

/**
 * Questions about the screen (hs.claude.vision's, click_element's), each one screenshot and one model call: find an
 * element (a pixel box by default, snapped to the accessibility element it overlaps most), describe
 * the screen, check a condition, extract an answer. Screen text is framed as data.
 */
export function createEyes(options: EyesOptions) {
  const usage: VisionUsage = noUsage();
  const ask = (question: string) => askAbout(options, usage, question);

  async function findElement(description: string): Promise<Seen<FoundOnScreen>> {
    const range = options.normalizationRange;
    const units =
      range === undefined ? "in pixels of this image" : `from 0 to ${range} of the image's width and height`;
    const asked = await ask(fill(FIND, { units, description }));
    if (!asked.ok) return asked;
    const { shot, answer } = asked.value;
    const parsed = parseBox(answer, shot.image, range);
    const named = plainLine(description);
    if (parsed.kind === "none") return unusable(`"${named}" is not on screen ${shot.screenId}`);
    if (parsed.kind === "unusable") return unusable(`could not place "${named}": ${parsed.error}`);
    const box = boxToGlobal(shot, parsed.box);
    const element = await snapped(options.spoon, box);
    const frame = element?.frame ?? box;
    const at = { ...middleOf(frame), frame, screenId: shot.screenId };
    return { ok: true, value: element ? { ...at, element: { role: element.role, title: element.title } } : at };
  }

  async function describeScreen(): Promise<Seen<string>> {
    const asked = await ask(DESCRIBE);
    return asked.ok ? { ok: true, value: asked.value.answer } : asked;
  }

  async function checkCondition(condition: string): Promise<Seen<boolean>> {
    const asked = await ask(fill(CHECK, { condition }));
    if (!asked.ok) return asked;
    const said = /<answer>\s*(yes|no)\s*<\/answer>/i.exec(asked.value.answer)?.[1]?.toLowerCase();
    if (said === undefined) return unusable("the answer was neither <answer>yes</answer> nor <answer>no</answer>");
    return { ok: true, value: said === "yes" };
  }

  async function extractInfo(query: string): Promise<Seen<string>> {
    const asked = await ask(fill(EXTRACT, { query }));
    return asked.ok ? { ok: true, value: asked.value.answer } : asked;
  }

  return { findElement, describeScreen, checkCondition, extractInfo, usage };
}

export type Eyes = ReturnType<typeof createEyes>;

/**
 * Eyes on the vision model (HS_CLAUDE_MODEL, else the default), with the API key `env` gives; none when
 * there is no key. `vision` is config.json's (or the person's) screenshot size and box units.
 */
export async function openEyes(
  spoon: SpoonClient,
  vision: { normalizationRange?: number | undefined; maxLongEdge?: number | undefined },
  env: NodeJS.ProcessEnv = process.env,
  signal?: AbortSignal,
): Promise<Eyes | undefined> {
  const client = await createClient(env);
  if (!client) return undefined;
  const { normalizationRange, maxLongEdge } = vision;
  return createEyes({ spoon, client, model: modelFor("vision", env), normalizationRange, maxLongEdge, signal });
}
