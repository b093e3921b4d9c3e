import type * as z from "zod";
import { AGENT_REQUESTS } from "../contract/index.ts";

/** The params of the Spoon's requests, as the contract's schemas (proven equal to the Spoon's own) parse them. */
export const {
  run: RunParams,
  set_key: KeyParams,
  forget_alias: ForgetParams,
  api_message: MessageParams,
  vision: VisionParams,
  click_element: ClickParams,
  keep_report: KeepReportParams,
} = AGENT_REQUESTS;
export type RunParams = z.infer<typeof RunParams>;
export type VisionParams = z.infer<typeof VisionParams>;
export type ClickParams = z.infer<typeof ClickParams>;
