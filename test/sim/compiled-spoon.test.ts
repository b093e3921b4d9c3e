import assert from "node:assert/strict";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { DESKTOPS, tempHome } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { keptChunk } from "./compiled-spoon.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac, SPOONS_DIR } from "./mac.ts";

const SPOON = `${SPOONS_DIR}/Claude.spoon/init.lua`;
const SOURCE = `local obj = { name = "Claude" }
function obj:init() self.ready = true end
function obj:stop() end
function obj:add(a, b)
  local sum = a + b
  return sum
end
return obj
`;
const DEBUG_INFO = `hs.loadSpoon("Claude")
  local i = debug.getinfo(spoon.Claude.add, "S")
  return table.concat({ i.source, i.linedefined, i.lastlinedefined, debug.getlocal(spoon.Claude.add, 2),
    spoon.Claude:add(2, 3), tostring(spoon.Claude.ready) }, " ")`;
const FROM_SOURCE = `@${SPOON} 4 7 a 5 true`;

/** The Spoon chunk, compiled once and kept: require() runs the same chunk as from its file, or reports as it would. */
describe("the simulated Mac's compiled Spoon", () => {
  const folder = tempHome();
  after(() => folder.remove());
  const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
  async function loaded(source: string, code: string): Promise<unknown> {
    const bundle = join(folder.path, "init.lua");
    writeFileSync(bundle, source);
    const mac = await SimulatedMac.boot({ desktop, bundle, clock: new ManualClock(), costs: "none" });
    try {
      return mac.run(code);
    } finally {
      await mac.shutdown();
    }
  }

  it("is kept at its first load, and loaded from there has the file's source name, lines and locals", async () => {
    rmSync(keptChunk(SPOON, SOURCE), { force: true });
    assert.equal(await loaded(SOURCE, DEBUG_INFO), FROM_SOURCE);
    assert.equal(readFileSync(keptChunk(SPOON, SOURCE)).subarray(0, 4).toString("latin1"), "\x1bLua");
    assert.equal(await loaded(SOURCE, DEBUG_INFO), FROM_SOURCE);
  });

  it("that does not load is compiled anew from the file", async () => {
    writeFileSync(keptChunk(SPOON, SOURCE), "not a chunk");
    assert.equal(await loaded(SOURCE, DEBUG_INFO), FROM_SOURCE);
    assert.equal(readFileSync(keptChunk(SPOON, SOURCE)).subarray(0, 4).toString("latin1"), "\x1bLua");
  });

  it("is never made of a file that does not compile: require() reports it", async () => {
    const broken = `${SOURCE}\nlocal = 1\n`;
    const answer = await loaded(
      broken,
      `local ok, err = pcall(hs.loadSpoon, "Claude") return tostring(ok) .. " " .. err`,
    );
    const where = `${SPOONS_DIR}/Claude.spoon/init.lua`;
    const error = `error loading module 'Claude' from file '${where}':\n\t${where}:10: <eof> expected near 'local'`;
    assert.equal(answer, `false ${error}`, "what Lua's own searcher raises");
    assert.equal(existsSync(keptChunk(SPOON, broken)), false);
  });
});
