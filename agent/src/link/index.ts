export { AgentServer, HARD_MESSAGE_BYTES, type AgentServerOptions, type ClientOps, type Page } from "./server.ts";
export { PeerSession, HELLO_TIMEOUT_MS, type PeerHost, type PeerSessionOptions } from "./peer-session.ts";
export { SpoonConnection } from "./spoon-connection.ts";
export { RpcChannel, DEFAULT_CALL_TIMEOUT_MS, type RpcChannelOptions } from "./rpc-channel.ts";
export {
  RELAYED_OPS,
  type Handlers,
  type Requester,
  type RequestHandler,
  type RequestHandlers,
  type SpoonCaller,
} from "./handlers.ts";
export { SPOON_PING_MS, type SpoonClaim } from "./spoon-seat.ts";
export { MAX_MESSAGE_BYTES, decodeForAgent, decodeFromAgent, type Decoded, type FromAgent } from "./frames.ts";
export { WebSocketTransport, type Transport } from "./transport.ts";
export { createLinkedPair } from "./memory-transport.ts";
export { connectClient, redactToken, CONNECT_TIMEOUT_MS, type AgentClient, type ClientOptions } from "./client.ts";
export { checkUpgrade } from "./guard.ts";
