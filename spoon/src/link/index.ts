export { AgentPeer, DEFAULT_REQUEST_TIMEOUT, type PeerOptions, type Reply, type RequestHandler } from "./peer";
export { PROTOCOL_VERSION, type Params, type WireError } from "./protocol";
export { RECONNECT_BACKOFF } from "./socket";
