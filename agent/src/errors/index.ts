export { HsClaudeError, isExpected, UsageError, InputError, ApiError, messageOf, type ErrorType } from "./root.ts";
export { SpoonError, OpRefused, LinkTimeout, Disconnected, ProtocolError, SpoonFailed, notConnected } from "./spoon.ts";
