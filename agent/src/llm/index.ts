export { apiErrorFrom, createClient, DEFAULT_MODELS, modelFor, type Role } from "./client.ts";
export { forwardMessage } from "./forward.ts";
export { messageFrom } from "./messages.ts";
export { keychainKey, keychainTool, securityTool, storeKeychainKey } from "./keychain.ts";
export { untrusted, UNTRUSTED_RULE, withUntrustedRule } from "./untrusted.ts";
