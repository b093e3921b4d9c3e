export {
  callTimeoutMs,
  LINK_MARGIN_MS,
  spoonClient,
  type OpOutcome,
  type SpoonChannel,
  type SpoonClient,
} from "./client.ts";
