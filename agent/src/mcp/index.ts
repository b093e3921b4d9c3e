export { createMcpServer, SNAPSHOT_URI, type McpServerOptions } from "./server.ts";
export { listTools, RUN_TOOL, SNAPSHOT_TOOL } from "./tools.ts";
export { annotationsOf } from "./hints.ts";
export { CommandOutcome, RunOutcome, SnapshotOutcome } from "./outcome.ts";
export { desktopWhenAsked, fixedDesktop, type DesktopSource } from "./desktop-source.ts";
export { LineTransport, MAX_MESSAGE_BYTES } from "./line-transport.ts";
