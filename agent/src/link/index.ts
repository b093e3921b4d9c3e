export {
  AgentServer,
  HARD_MESSAGE_BYTES,
  HELLO_TIMEOUT_MS,
  MAX_MESSAGE_BYTES,
  type AgentServerOptions,
  type ClientOps,
} from "./server.ts";
export { RELAYED_OPS } from "./peer-session.ts";
export { SpoonConnection } from "./spoon-connection.ts";
export { RpcChannel, DEFAULT_CALL_TIMEOUT_MS } from "./rpc-channel.ts";
export { checkUpgrade } from "./guard.ts";
