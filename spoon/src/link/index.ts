export { AgentAsker } from "./asker";
export { AgentPeer, type PeerOptions, type RequestHandler } from "./peer";
