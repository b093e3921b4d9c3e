import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { REPO, tempHome } from "../support/index.ts";

const CLI = join(REPO, "bin", "hs-claude.js");

/** `hs-claude key set` and `hs-claude doctor` with no agent running, against a stand-in for macOS's `security`. */
describe("hs-claude key set and doctor", () => {
  let home: ReturnType<typeof tempHome>;
  let env: NodeJS.ProcessEnv;
  before(() => {
    home = tempHome();
    // Keeps what `security -i` is told, and answers find-generic-password with the key kept.
    const security = join(home.path, "security");
    writeFileSync(
      security,
      `#!/bin/sh
cd "${home.path}"
if [ "$1" = "-i" ]; then cat > security-input; sed -n 's/.* -w //p' security-input > key; exit 0; fi
if [ "$1" = "find-generic-password" ] && [ -s key ]; then cat key; exit 0; fi
echo "security: The specified item could not be found in the keychain." >&2; exit 44
`,
    );
    chmodSync(security, 0o755);
    const { ANTHROPIC_API_KEY: _key, ...rest } = process.env;
    env = { ...rest, HS_CLAUDE_HOME: join(home.path, "agent"), HS_CLAUDE_SECURITY: security };
  });
  after(() => home.remove());
  const cli = (args: string[], input = "") =>
    spawnSync(process.execPath, [CLI, ...args], { env, input, encoding: "utf8" });

  it("doctor says what is missing and what to do, and fails while no agent runs", () => {
    const run = cli(["doctor", "--port", "1"]);
    assert.equal(run.status, 1);
    assert.match(run.stdout, /^✓ node \d+\.\d+\.\d+$/m);
    assert.match(run.stdout, /^✗ no home at .* yet\n {4}start the agent once: npx hs-claude serve$/m);
    assert.match(run.stdout, /^! no API key: planning is offline only\n {4}hs-claude key set/m);
    assert.match(run.stdout, /^✗ port 1 is taken|^✗ no agent on port 1/m);
  });

  it("key set keeps a piped key in the Keychain through security's stdin, and the agent then finds it", () => {
    const key = "sk-ant-test-0123456789abcdefghij";
    const bad = cli(["key", "set"], "not a key!");
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /does not look like an Anthropic API key/);
    const stored = cli(["key", "set"], `${key}\n`);
    assert.equal(stored.status, 0, stored.stderr);
    assert.equal(
      readFileSync(join(home.path, "security-input"), "utf8"),
      `add-generic-password -U -s hs-claude -a hs-claude -w ${key}\n`,
    );
    assert.match(cli(["doctor", "--port", "1"]).stdout, /^✓ API key in the Keychain$/m);
  });
});
