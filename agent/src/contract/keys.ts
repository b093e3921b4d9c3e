/** Key and modifier names are the Spoon's own (spoon/src/contract/keys.ts, plain TypeScript). */
export { KEYS, MODIFIERS } from "../../../spoon/src/contract/index.ts";
