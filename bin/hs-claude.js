#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so no build step stands between a clone and the agent.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../agent/src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
