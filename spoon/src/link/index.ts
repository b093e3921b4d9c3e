export { AgentPeer, type PeerOptions, type Reply, type RequestHandler } from "./peer";
export { PROTOCOL_VERSION, type Params, type WireError } from "./protocol";
export { AgentAsker, type AskAgent } from "./asker";
