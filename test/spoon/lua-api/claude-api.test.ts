import assert from "node:assert/strict";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";
import { callbackAnswer } from "./lua-callback.ts";

/** hs.claude (spoon/src/lua-api) called from Lua, as a person's init.lua would. */
describe("the hs.claude Lua API", () => {
  let model: MessagesServer;
  before(async () => (model = await MessagesServer.start("sk-from-lua")));
  const sim = simMacForTests(() => ({
    desktop: join(DESKTOPS, "dev-dual.json"),
    tempHome: true,
    env: { ANTHROPIC_BASE_URL: model.url },
  }));
  after(() => model.close());
  afterEach(() => assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console"));

  const answer = (code: string) => callbackAnswer(sim, code);

  it("execute runs a command and answers its result: success, message, steps, iterations", async () => {
    const [result] = await answer(`hs.claude.execute("maximize terminal", done)`);
    const { success, message, steps, iterations } = result as Record<string, unknown>;
    assert.equal(success, true, message as string);
    assert.equal(iterations, 1);
    assert.equal((steps as unknown[]).length, 1);
    assert.equal(message, "Terminal → maximized on DELL U2723QE");
    const terminal = sim.snapshot().windows.find((w) => w.app === "Terminal")!;
    const screen = sim.snapshot().screens.find((s) => s.id === terminal.screenId)!;
    assert.deepEqual(terminal.frame, screen.frame);
  });

  it("a rejected command answers success=false with errorType validation", async () => {
    const [empty] = (await answer(`hs.claude.execute("   ", done)`)) as Record<string, unknown>[];
    assert.deepEqual([empty!.success, empty!.errorType], [false, "validation"]);
    assert.match(empty!.error as string, /command must be a non-empty string/);
    const [rejected] = (await answer(`hs.claude.execute("close tab 99", done)`)) as Record<string, unknown>[];
    assert.deepEqual([rejected!.success, rejected!.errorType], [false, "validation"]);
    assert.match(rejected!.error as string, /99/);
  });

  it("configure checks every option, keeps them across a restart, and spoon.Claude mirrors it", async () => {
    const wrong = await sim.lua(`return select(2, pcall(hs.claude.configure, { maxIterations = 0 }))`);
    assert.match(wrong as string, /maxIterations must be a whole number from 1 to 100/);
    const unknown = await sim.lua(`return select(2, pcall(hs.claude.configure, { colour = "red" }))`);
    assert.match(unknown as string, /no option named colour; options: actionDelay, apiKey, closeTabsWithoutAsking,/);
    const notNames = await sim.lua(`return select(2, pcall(hs.claude.configure, { denyApps = { "Notes", 3 } }))`);
    assert.match(notNames as string, /denyApps must be a list of app names, such as \{"Notes"\}/);
    await sim.lua(`spoon.Claude:configure({ maxIterations = 12, logLevel = "info" })`);
    await sim.lua(`spoon.Claude:stop(); spoon.Claude:start()`);
    await sim.settle();
    assert.deepEqual(await sim.lua(`return hs.settings.get("Claude.settings")`), {
      maxIterations: 12,
      logLevel: "info",
    });
    assert.equal(await sim.lua(`return spoon.Claude.logger.getLogLevel()`), 3);
  });

  it("api.message reaches the Messages API through the agent with the key given to configure", async () => {
    const [none, noKey] = await answer(
      `hs.claude.api.message({ messages = {{ role = "user", content = "hi" }} }, done)`,
    );
    assert.equal(none, undefined);
    assert.match(noKey as string, /no Anthropic API key: .*hs\.claude\.configure/);
    await sim.lua(`hs.claude.configure({ apiKey = "sk-from-lua" })`);
    await sim.settle();
    model.reply({ content: [{ type: "text", text: "hello from Claude" }] });
    const [response, error] = await answer(
      `hs.claude.api.message({ max_tokens = 50, messages = {{ role = "user", content = "hi" }} }, done)`,
    );
    assert.equal(error, undefined);
    assert.equal((response as { content: { text: string }[] }).content[0]!.text, "hello from Claude");
    assert.equal(model.requests.at(-1)!.headers.authorization, "Bearer sk-from-lua");
    assert.equal(model.requests.at(-1)!.body.max_tokens, 50);
    assert.ok(!sim.mac.console.some((line) => line.includes("sk-from-lua")), "the key is never logged");
    const [, bad] = await answer(`hs.claude.api.message({ messages = {} }, done)`);
    assert.match(bad as string, /messages/);
  });

  it("vision and actions are there by the names the README gives, and say what is wrong with their input", async () => {
    const [found, error] = await answer(`hs.claude.vision.findElement("", done)`);
    assert.equal(found, undefined);
    assert.equal(error, "hs.claude.vision.findElement: description must be a non-empty string");
    const noCallback = await sim.lua(`return select(2, pcall(hs.claude.vision.describeScreen))`);
    assert.match(noCallback as string, /hs\.claude\.vision\.describeScreen\(callback\): callback must be a function/);
    const opened = await sim.lua(`return { hs.claude.actions.openUrl("https://example.com/a", "safari") }`);
    assert.deepEqual(opened, [true], "what openUrl returned");
    assert.deepEqual(sim.desktop.openedElsewhere.at(-1), { browser: "com.apple.Safari", url: "https://example.com/a" });
    const notWeb = await sim.lua(`return { hs.claude.actions.openUrl("file:///etc/passwd") }`);
    assert.deepEqual(
      notWeb,
      [false, "hs.claude.actions.openUrl: url must be a web address starting with http:// or https://"],
      "what openUrl returned for a URL that is not a web address",
    );
    const noBrowser = await sim.lua(`return { hs.claude.actions.openUrl("https://example.com", "Netscape") }`);
    assert.deepEqual(
      noBrowser,
      [false, "hs.claude.actions.openUrl: Netscape is not installed"],
      "what openUrl returned for a browser that is not installed",
    );
    const refused = await sim.lua(`local ok, err = hs.claude.actions.click(99999, 0); return { ok, err }`);
    assert.deepEqual(
      refused,
      [false, "hs.claude.actions.click: 99999,0 is on no screen"],
      "what click returned for a point on no screen",
    );
    const badKey = await sim.lua(`local ok, err = hs.claude.actions.pressKey("hyper"); return { ok, err }`);
    assert.match((badKey as [boolean, string])[1], /key must be one character or one of return/);
    assert.deepEqual(
      await sim.lua(`return { hs.claude.actions.activateApp("slack") }`),
      [true],
      "what activateApp returned",
    );
    assert.equal(sim.snapshot().apps.find((a) => a.frontmost)?.name, "Slack");
  });

  it("is set by start() and removed by stop()", async () => {
    await sim.lua(`spoon.Claude:stop()`);
    assert.equal(await sim.lua(`return hs.claude == nil`), true);
    await sim.lua(`spoon.Claude:start()`);
    await sim.settle();
    assert.equal(await sim.lua(`return type(hs.claude.execute)`), "function");
  });
});
