import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { setKey } from "../../agent/src/cli/key.ts";
import { mainIn } from "../support/capture.ts";
import { withEnvironment } from "../support/environment.ts";
import { REPO, tempHome } from "../support/index.ts";

const CLI = join(REPO, "bin", "hs-claude.js");

/**
 * `hs-claude key set` and `hs-claude doctor` with no agent running, against a stand-in for macOS's `security`: the key
 * piped to the CLI's own process; doctor, and a key refused, through the CLI's code in this one.
 */
describe("hs-claude key set and doctor", () => {
  let home: ReturnType<typeof tempHome>;
  let env: Record<string, string | undefined>;
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
    env = { ANTHROPIC_API_KEY: undefined, HS_CLAUDE_HOME: join(home.path, "agent"), HS_CLAUDE_SECURITY: security };
  });
  after(() => home.remove());
  const doctor = () => mainIn(["doctor", "--port", "1"], env);

  it("doctor says what is missing and what to do, and fails while no agent runs", async () => {
    const run = await doctor();
    assert.equal(run.code, 1);
    assert.ok(run.stdout.startsWith(`✓ node ${process.versions.node} (${process.execPath})\n`), run.stdout);
    assert.match(run.stdout, /^✓ this hs-claude: the sources in .*\/agent\/src, through tsx$/m);
    assert.match(run.stdout, /^✗ no home at .* yet\n {4}start the agent once: npx hs-claude serve$/m);
    assert.match(run.stdout, /^! no API key: planning is offline only\n {4}hs-claude key set/m);
    assert.match(run.stdout, /^✗ port 1 is taken|^✗ no agent on port 1/m);
  });

  it("key set keeps a piped key in the Keychain through security's stdin, and the agent then finds it", async () => {
    const key = "sk-ant-test-0123456789abcdefghij";
    const piped = (text: string) => ({ input: Readable.from([text]), output: new PassThrough(), terminal: false });
    const refused = withEnvironment(env, () => setKey(piped("not a key!")));
    await assert.rejects(refused, { name: "InputError", message: /does not look like an Anthropic/ });
    const { ANTHROPIC_API_KEY: _key, ...rest } = process.env;
    const stored = spawnSync(process.execPath, [CLI, "key", "set"], {
      env: { ...rest, ...env },
      input: `${key}\n`,
      encoding: "utf8",
    });
    assert.equal(stored.status, 0, stored.stderr);
    assert.equal(
      readFileSync(join(home.path, "security-input"), "utf8"),
      `add-generic-password -U -s hs-claude -a hs-claude -w ${key}\n`,
    );
    assert.match((await doctor()).stdout, /^✓ API key in the Keychain$/m);
  });
});
