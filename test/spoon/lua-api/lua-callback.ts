import assert from "node:assert/strict";
import type { SimMac } from "../../sim/index.ts";

/** Runs Lua that calls back into `done(...)`, lets the Mac settle, and returns what the callback got. */
export async function callbackAnswer(sim: SimMac, code: string): Promise<unknown[]> {
  await sim.lua(`__answer = nil; local function done(...) __answer = table.pack(...) end; ${code}`);
  await sim.settle();
  const packed = (await sim.lua("return __answer")) as Record<string, unknown> | null;
  assert.ok(packed, "the callback was called");
  return Array.from({ length: packed.n as number }, (_, i) => packed[i + 1]);
}
