/** Key and modifier names are the Spoon's own (spoon/src/actions/keys.ts, plain TypeScript). */
export { KEYS, MODIFIERS } from "../../../spoon/src/actions/keys.ts";
