import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { AppService, clientRequests } from "../../../agent/src/app/index.ts";
import { readAudit } from "../../../agent/src/audit/index.ts";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { diagnose } from "../../../agent/src/cli/doctor.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { ensureToken, loadConfig } from "../../../agent/src/store/index.ts";
import { DESKTOPS, freePort, savedEnvironment, STAYING_CLIENT, tempHome } from "../../support/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
/** A value config.json's schema refuses, and what a person is told about it. */
const BROKEN = JSON.stringify({ agent: { maxIterations: 500 } });
const told = (home: string) => `${home}/config.json: agent.maxIterations: must be at most 100 (got 500)`;

/**
 * Makes a FIFO at `path` and runs `use`, while a writer waits to feed it `text`: code that opens the FIFO to read
 * gets the text and an end (it does not hang the test), code that refuses it leaves the writer waiting, then stopped.
 */
async function withFifo<T>(path: string, text: string, use: () => T | Promise<T>): Promise<T> {
  execFileSync("mkfifo", [path]);
  const writer = spawn("sh", ["-c", 'printf %s "$1" > "$0"', path, text], { stdio: "ignore" });
  try {
    return await use();
  } finally {
    writer.kill();
  }
}

describe("a broken home is named, never a hang or an internal error", () => {
  // The Macs a test started close before its home goes (hooks after a test run in the order they were given).
  const startMac = simMacsPerTest();
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());
  const breakConfig = () => writeFileSync(join(home.path, "config.json"), BROKEN);

  it("run, exec and undo through the agent: a broken config.json is refused before connecting", async () => {
    breakConfig();
    const token = ensureToken(home.path);
    let clients = 0;
    const server = await AgentServer.listen({
      port: 0,
      token,
      clientOps: () => new Map([["status", async () => ((clients += 1), { spoon: null })]]),
    });
    const saved = savedEnvironment();
    Object.assign(process.env, { HS_CLAUDE_HOME: home.path, HS_CLAUDE_PORT: String(server.port) });
    try {
      await assert.rejects(openDesktop(undefined), { name: "InputError", message: told(home.path) });
    } finally {
      saved.restore();
      await server.close();
    }
    assert.equal(clients, 0);
  });

  it("a config.json that is not JSON is named on one line, whatever it holds", () => {
    writeFileSync(join(home.path, "config.json"), '{"approval":\nAllow? [y/N] y');
    assert.throws(
      () => loadConfig(home.path),
      (error: Error) => {
        assert.match(
          error.message,
          /^\S+\/config\.json is not JSON: Unexpected token 'A', .*⏎Allow\? \[y\/.* is not valid JSON$/,
        );
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
  });

  it("--sim with a broken config.json in its home: refused before the simulated Mac starts", async () => {
    breakConfig();
    await assert.rejects(openDesktop(DEV_DUAL, { home: home.path }), {
      name: "InputError",
      message: told(home.path),
    });
  });

  it("the agent answers each client request with the error, and the command bar shows it", async () => {
    breakConfig();
    const spoon = () => ({ call: async () => assert.fail("the Spoon is not asked") });
    const ops = clientRequests(new AppService({ spoon, home: home.path }));
    await assert.rejects(ops.get("read")!({}, STAYING_CLIENT), { name: "InputError", message: told(home.path) });
    const sim = await startMac({ desktop: DEV_DUAL, home: home.path });
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"} })`);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("chrome left half");
    await sim.person.press("return");
    await sim.settle();
    assert.deepEqual(
      sim.person.sees().alerts,
      [`Claude: ${told(home.path)}`],
      "the alerts shown at the Mac: the broken config.json, named",
    );
  });

  it("log: an audit.jsonl that is a folder is named, with what to do", () => {
    mkdirSync(join(home.path, "audit.jsonl"));
    assert.throws(() => readAudit(home.path), {
      name: "InputError",
      message:
        `cannot read the audit log ${home.path}/audit.jsonl: ` +
        "it is a folder; move it aside and the next command starts a new log",
    });
  });

  it("a FIFO at config.json or token is refused at once, naming it (exec, run, undo, doctor)", async () => {
    const config = join(home.path, "config.json");
    const notAFile = `${config} is not a file (it is a FIFO, a named pipe): move it away`;
    await withFifo(config, "{}", () =>
      assert.throws(() => loadConfig(home.path), { name: "NotAFile", message: notAFile }),
    );
    const token = join(home.path, "token");
    const port = await freePort();
    const findings = await withFifo(token, "stolen\n", () => diagnose(home.path, port));
    assert.deepEqual(
      findings.filter((finding) => finding.mark === "✗").map((finding) => finding.text),
      [`${token} is not a file, not the token`, notAFile, `no agent on port ${port}`],
      "what doctor marks ✗: each FIFO named, and no agent",
    );
  });

  it("log: a FIFO among the rotated audit logs is named, never waited on", async () => {
    const rotated = join(home.path, "audit.1.jsonl");
    const line = `${JSON.stringify({ time: "2026-01-01T00:00:00.000Z", run: "r1", event: "command" })}\n`;
    await withFifo(rotated, line, () =>
      assert.throws(() => readAudit(home.path), {
        name: "InputError",
        message:
          `cannot read the audit log ${rotated}: it is a FIFO, a named pipe; ` +
          "move it aside and the next command starts a new log",
      }),
    );
  });

  it("doctor: a token that is a folder is a ✗ naming it and what to do", async () => {
    mkdirSync(join(home.path, "token"));
    const findings = await diagnose(home.path, await freePort());
    assert.deepEqual(
      findings.find((finding) => finding.text.includes("token")),
      {
        mark: "✗",
        text: `${home.path}/token is a folder, not the token`,
        fix: `remove it (rm -r ${home.path}/token), then start the agent once: npx hs-claude serve`,
      },
    );
  });
});
