import { forwardMessage } from "../llm/index.ts";
import { appsWithTools, isDenied } from "../registry/index.ts";
import { handler, NoParams, type Handler } from "./params.ts";
import type { AppService } from "./service.ts";
import { runFromSpoon } from "./spoon-runs.ts";
import { askVision, clickElement } from "./spoon-vision.ts";
import { doctorText, keepDoctorReport, type DoctorFindings } from "../report/index.ts";
import {
  ClickParams,
  ForgetParams,
  KeepReportParams,
  KeyParams,
  MessageParams,
  RunParams,
  VisionParams,
} from "./spoon-params.ts";

/**
 * What the Spoon may ask the agent (`ping` is the link's own): `run` a command (the command bar, the menu,
 * hs.claude.execute), planned and run exactly as `hs-claude run` does; `cancel` every run under way (the person's
 * cancel hotkey), which stops before its next step; the `presets` there are (for the menu and the command bar); for
 * the menu's settings, the person's own words (`aliases`), `forget_alias`, and the `apps` with tools config.json
 * allows; `api_message` for hs.claude.api.message; `set_key`, the API key the person gave the Spoon; `vision` and
 * `click_element` for hs.claude.vision and hs.claude.actions.clickElement; `keep_report`, the first-contact report of
 * spoon.Claude:selfTest({deep = true}), kept in the home as `hs-claude doctor --deep` keeps its own.
 */
export function spoonRequests(service: AppService): Map<string, Handler> {
  const { aliases } = service.stores;
  return new Map<string, Handler>([
    handler("run", RunParams, (params) => runFromSpoon(service, params)),
    handler("cancel", NoParams, () => ({ cancelled: service.cancelAll() })),
    handler("presets", NoParams, () => ({ names: service.presetNames() })),
    handler("aliases", NoParams, () => ({ words: aliases.words() })),
    handler("forget_alias", ForgetParams, ({ phrase }) => ({ forgotten: aliases.forget(phrase) })),
    handler("apps", NoParams, () => appsAllowed(service)),
    handler("set_key", KeyParams, ({ apiKey }) => ({ set: service.setKey(apiKey) })),
    handler("api_message", MessageParams, ({ params }) => forwardMessage(params, service.env())),
    handler("vision", VisionParams, (asked) => askVision(service, asked)),
    handler("click_element", ClickParams, (params) => clickElement(service, params)),
    handler("keep_report", KeepReportParams, ({ report }) => keepMacReport(service.home, report)),
  ]);
}

/** The apps with tools of their own, each allowed unless config.json's apps.deny lists it (as it is now). */
function appsAllowed(service: AppService): { apps: { name: string; allowed: boolean }[] } {
  const config = service.stores.config();
  return { apps: appsWithTools().map((name) => ({ name, allowed: !isDenied(name, config) })) };
}

/** The Spoon's first-contact report, kept in the home (0600) as `hs-claude doctor --deep` keeps its own. */
function keepMacReport(home: string, report: DoctorFindings["report"]): { file: string } {
  const written = new Date();
  const mac = "the Mac, asked from Hammerspoon (spoon.Claude:selfTest({deep = true}))";
  return { file: keepDoctorReport(home, written, doctorText({ mac, report, agent: [] }, written)) };
}
