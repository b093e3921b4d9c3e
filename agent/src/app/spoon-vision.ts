import { parseEnvelope } from "../commands/index.ts";
import { AGENT_REQUESTS } from "../contract/index.ts";
import { notConnected } from "../errors/index.ts";
import { spoonClient, type SpoonChannel } from "../spoon/index.ts";
import { filePresetStore, loadConfig, type PresetStore } from "../store/index.ts";
import { openEyes } from "../vision/index.ts";
import { createRunner } from "./runner.ts";
import { parsed } from "./spoon-params.ts";

const { vision: VisionParams, click_element: ClickParams } = AGENT_REQUESTS;

const NEEDS_CLAUDE = "looking at the screen needs Claude: set an API key (hs-claude key set, or hs.claude.configure)";

type Handler = (params: Record<string, unknown>) => Promise<unknown>;

/**
 * What hs.claude.vision and hs.claude.actions.clickElement ask the agent (seed 004): `vision`, one
 * question about the screen (describe, find, check, extract), answered `{value}` or `{error, errorType}`;
 * `click_element`, the contract command run as a one-step plan (accessibility first, approvals at the Mac).
 */
export function visionRequests(options: {
  spoon: () => SpoonChannel | undefined;
  home: string;
  presets?: PresetStore;
  envWith: (model?: string) => NodeJS.ProcessEnv;
  sleep?: (seconds: number) => Promise<void>;
}): [string, Handler][] {
  const connected = () => {
    const channel = options.spoon();
    if (!channel) throw notConnected();
    return spoonClient(channel);
  };
  const vision: Handler = async (params) => {
    const asked = parsed("vision", VisionParams, params);
    const spoon = connected();
    const env = options.envWith(asked.settings.model);
    const configured = loadConfig(options.home).vision;
    const maxLongEdge = asked.settings.maxLongEdge ?? configured.maxLongEdge;
    const eyes = await openEyes(spoon, { ...configured, maxLongEdge }, env);
    if (!eyes) return { error: NEEDS_CLAUDE, errorType: "api" };
    const seen =
      asked.question === "describe"
        ? await eyes.describeScreen()
        : asked.question === "find"
          ? await eyes.findElement(asked.text)
          : asked.question === "check"
            ? await eyes.checkCondition(asked.text)
            : await eyes.extractInfo(asked.text);
    return seen.ok ? { value: seen.value, usage: eyes.usage } : { error: seen.error, errorType: seen.errorType };
  };
  const clickElement: Handler = async (params) => {
    const { description, settings } = parsed("click_element", ClickParams, params);
    const spoon = connected();
    const presets = options.presets ?? filePresetStore(options.home);
    const { home, sleep } = options;
    const runner = createRunner({ spoon, presets, home, terminal: false, sleep, maxLongEdge: settings.maxLongEdge });
    const plan = parseEnvelope({
      commands: [{ type: "click_element", description }],
      needs_clarification: false,
      clarification_reason: null,
    });
    if (!plan.ok) return { success: false, message: plan.error, error: plan.error, errorType: "validation" };
    const env = options.envWith(settings.model);
    const { result } = await runner.execute(plan.envelope, { yes: false, offline: true, env });
    return result;
  };
  return [
    ["vision", vision],
    ["click_element", clickElement],
  ];
}
