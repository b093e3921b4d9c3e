import { parseEnvelope } from "../registry/index.ts";
import { openEyes } from "../vision/index.ts";
import { withSettings } from "./settings.ts";
import { NEEDS_CLAUDE } from "./messages.ts";
import type { AppService } from "./service.ts";
import type { ClickParams, VisionParams } from "./spoon-params.ts";

/**
 * `vision` (hs.claude.vision): one question about the screen (describe, find, check, extract), answered
 * `{value}` or `{error, errorType}`.
 */
export async function askVision(service: AppService, asked: VisionParams) {
  const spoon = service.spoon();
  const env = service.env(asked.settings.model);
  const eyes = await openEyes(spoon, withSettings(service.stores.config(), asked.settings).vision, env);
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
}

/**
 * `click_element` (hs.claude.actions.clickElement): the contract command run as a one-step plan (accessibility
 * first, approvals at the Mac); the cancel hotkey stops it as any run.
 */
export async function clickElement(service: AppService, { description, settings }: ClickParams) {
  const runner = service.runner(settings);
  const plan = parseEnvelope({
    commands: [{ type: "click_element", description }],
    needs_clarification: false,
    clarification_reason: null,
  });
  if (!plan.ok) return { success: false, message: plan.error, error: plan.error, errorType: "validation" };
  const env = service.env(settings.model);
  const { result } = await service.runs.track(undefined, (running) =>
    runner.execute(plan.envelope, { yes: false, offline: true, env, cancelled: running.cancelled }),
  );
  return result;
}
