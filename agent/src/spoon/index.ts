export {
  callTimeoutMs,
  LINK_MARGIN_MS,
  spoonClient,
  type OpOutcome,
  type SpoonChannel,
  type SpoonClient,
} from "./client.ts";
export { typedText } from "./typed-text.ts";
export { askAtTheMac, WITHDRAWN } from "./questions.ts";
