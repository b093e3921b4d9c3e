import assert from "node:assert/strict";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AuditLog, startTrail } from "../../../agent/src/audit/index.ts";
import { PAGE_TOKEN_HEADER } from "../../../agent/src/contract/index.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { RunJournal, runPages } from "../../../agent/src/report/index.ts";
import { tempHome } from "../../support/index.ts";

const TOKEN = "p".repeat(43);

/** The run history served by a real agent server over a home whose runs folder breaks in the ways a disk can. */
describe("the run history pages of a broken runs folder", () => {
  let home: ReturnType<typeof tempHome>;
  let server: AgentServer;
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      headers: { [PAGE_TOKEN_HEADER]: TOKEN },
      redirect: "manual",
    });
    return { status: response.status, text: await response.text() };
  };
  before(async () => {
    home = tempHome();
    server = await AgentServer.listen({ port: 0, token: TOKEN, pages: runPages(home.path) });
  });
  after(async () => {
    await server.close();
    home.remove();
  });

  it("answers 500 naming the problem when runs/ is a file, and keeps answering", async () => {
    writeFileSync(join(home.path, "runs"), "not a folder\n");
    for (const path of ["/runs", "/runs/last", "/runs/some-run"]) {
      const page = await get(path);
      assert.equal(page.status, 500, path);
      assert.match(page.text, new RegExp(`^could not show ${path}: ${home.path}/runs is not a folder`), path);
      assert.ok(!page.text.includes(TOKEN));
    }
    rmSync(join(home.path, "runs"));
    assert.equal((await get("/runs")).status, 200, "the agent is still there, and serves once the file is gone");
  });

  it("answers 500 for a report that is a folder, and the history still lists the runs it can read", async () => {
    const trail = startTrail(
      new AuditLog(home.path, { maxBytes: 1 << 20, keep: 2, logTypedText: false }),
      "cli",
      "focus notes",
      "readable-run",
      new RunJournal(home.path),
    );
    trail.record("result", { success: true, message: "Notes is in front" });
    mkdirSync(join(home.path, "runs", "broken-run.html"));
    writeFileSync(join(home.path, "runs", "unreadable.json"), "{ half");
    const report = await get("/runs/broken-run");
    assert.equal(report.status, 500);
    assert.match(report.text, /^could not show \/runs\/broken-run: .*\/runs\/broken-run\.html is not a file/);
    const history = await get("/runs");
    assert.equal(history.status, 200);
    assert.match(history.text, /focus notes/);
    assert.equal((await get("/runs/readable-run")).status, 200);
  });
});
