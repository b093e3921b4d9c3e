import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { runOsascript } from "./osascript.ts";

const JOINED = "function run(argv) { return argv.join('|') }";

describe("osascript's command line, read as getopt reads it", () => {
  it('ends its options at "--": what follows is the script\'s, even "-x" and a second "--"', () => {
    const ran = runOsascript(["-l", "JavaScript", "-e", JOINED, "--", "-x", "--", "y"], { apps: {} });
    assert.deepEqual([ran.exitCode, ran.stdout], [0, "-x|--|y\n"], ran.stderr);
  });

  it('reads an argument starting with "-" before any "--" as an option, which osascript refuses (E12)', () => {
    const ran = runOsascript(["-l", "JavaScript", "-e", JOINED, "-x"], { apps: {} });
    assert.equal(ran.exitCode, 1, "osascript refused it");
    assert.match(ran.stderr, /^osascript: illegal option -- x\n/);
  });
});
