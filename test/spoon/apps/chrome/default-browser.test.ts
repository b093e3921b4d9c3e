import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../../support/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";
import { LAUNCH_DELAY_MS } from "../../../sim/lifecycle.ts";

describe("open_url when Chrome is not running and another browser is the default", () => {
  const dual = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  const safariDefault = {
    ...dual,
    defaultBrowser: "com.apple.Safari",
    apps: dual.apps
      .filter((a: { name: string }) => a.name !== "Google Chrome")
      .map((a: object) => ({ ...a, frontmost: false })),
    windows: dual.windows.filter((w: { app: string }) => w.app !== "Google Chrome"),
    tabs: [],
  };
  const session = simMacForTests({ desktop: safariDefault, tempHome: true });

  it("hands the URL to the default browser, which starts, and leaves Chrome alone", async () => {
    assert.deepEqual(await session.agent!.spoon.read("open_url", { url: "https://example.com/a" }), {
      url: "https://example.com/a",
      browser: "com.apple.safari",
    });
    assert.deepEqual(
      session.desktop.openedElsewhere,
      [{ browser: "com.apple.Safari", url: "https://example.com/a" }],
      "the URLs handed to another browser",
    );
    assert.equal(session.desktop.isRunning("Safari"), false, "it starts a moment later");
    session.clock.advance(LAUNCH_DELAY_MS);
    assert.equal(session.desktop.isRunning("Safari"), true);
    assert.equal(session.desktop.isRunning("Google Chrome"), false);
  });

  it("refuses, saying what to set, when no default browser is set and Chrome is not running", async () => {
    session.desktop.defaultBrowser = null;
    const opened = await session.agent!.spoon.call("open_url", { url: "https://example.com/b" });
    assert.equal(opened.ok, false);
    assert.match(
      (opened as { error: Error }).error.message,
      /^there is no default web browser to open https:\/\/example\.com\/b: set a default web browser in System/,
    );
  });
});
