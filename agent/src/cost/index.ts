export { usageLine } from "./describe.ts";
export { addReply, costOf, noUsage, priceOf, sumUsage, type Price, type Tokens, type Usage } from "./prices.ts";
