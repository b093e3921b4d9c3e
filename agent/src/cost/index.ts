export { addReply, costOf, noUsage, priceOf, type Price, type Tokens, type Usage } from "./prices.ts";
