import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_TOKEN_HEADER } from "../../../agent/src/contract/index.ts";
import { after, before, describe, it } from "node:test";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { chromium, type Browser } from "playwright-core";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { computer, needsTheScreen, reply, YOUTUBE_GOAL } from "../../fakes/youtube-script.ts";
import { REPO } from "../../support/index.ts";
import { youtubeDesktop } from "../../sim/desktops/youtube.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** Debian's chromium unless the environment names another (HS_CLAUDE_CHROMIUM). */
const CHROMIUM = process.env.HS_CLAUDE_CHROMIUM || "/usr/bin/chromium";
/** Where the test leaves the page's picture for a person to look at. */
const OUTPUT = join(REPO, "test-output");

/** The clicks the scripted model makes, in the pixels of the 1280×720 screenshots it was sent. */
const CLICKS: [number, number][] = [
  [300, 67],
  [205, 162],
];

/**
 * The run report of a vision task, as a person opens it from the menu: the agent's history page in a
 * real headless Chromium, the report's screenshots loaded, and the click marks drawn where the clicks were.
 */
describe("the run report of a task that looked at the screen", () => {
  let model: MessagesServer;
  let browser: Browser;
  let browserHome: string | undefined;
  let base: string;
  let token: string;

  before(async () => (model = await MessagesServer.start("sk-report")));
  const sim = simMacForTests(() => ({
    desktop: youtubeDesktop(),
    env: { ANTHROPIC_API_KEY: "sk-report", ANTHROPIC_BASE_URL: model.url },
  }));
  after(() => model.close());
  before(async () => {
    // Chromium keeps caches and a certificate store under HOME: it gets a folder of this test's, never the person's.
    browserHome = mkdtempSync(join(tmpdir(), "hs-claude-chromium-"));
    const env = { HOME: browserHome, XDG_CONFIG_HOME: browserHome, XDG_CACHE_HOME: browserHome };
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      env: { ...(process.env as Record<string, string>), ...env },
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    });
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    model.reply(
      needsTheScreen(YOUTUBE_GOAL),
      reply(
        { type: "text", text: "The search field is at the top; I'll <b>search</b> there." },
        computer({ action: "left_click", coordinate: CLICKS[0] }),
        computer({ action: "type", text: "cooking videos" }),
        computer({ action: "key", text: "Return" }),
      ),
      reply(
        { type: "text", text: "Results are showing; opening the first." },
        computer({ action: "left_click", coordinate: CLICKS[1] }),
      ),
      reply({ type: "text", text: "Opened the first result, 15 Easy Dinners." }),
    );
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(YOUTUBE_GOAL);
    await sim.person.press("return");
    await sim.settle();
    base = `http://127.0.0.1:${sim.agent!.server.port}`;
  });
  after(async () => {
    await browser?.close();
    if (browserHome) rmSync(browserHome, { recursive: true, force: true });
  });

  it("is one self-contained HTML file in <home>/runs", () => {
    const files = readdirSync(join(sim.home, "runs"));
    assert.equal(files.filter((f) => f.endsWith(".html")).length, 1, files.join(", "));
    assert.equal(files.filter((f) => f.endsWith(".jsonl")).length, 0, "the journal is gone once the report is written");
  });

  it("opens from the menu (history, last report) in one webview, the token in a header, never in the URL", async () => {
    await sim.person.clickMenubar(["Run History"]);
    const [window] = sim.mac.onScreen().webviews;
    const request = window?.request();
    assert.ok(request, "the webview navigated");
    assert.equal(request.url, `${base}/runs`);
    assert.doesNotMatch(request.url, /token/);
    token = request.headers[PAGE_TOKEN_HEADER]!;
    assert.match(token, /^[A-Za-z0-9_-]{32,}$/);
    await sim.person.clickMenubar(["Open Last Run Report"]);
    const windows = sim.mac.onScreen().webviews;
    assert.equal(windows.length, 1, "one window, reused");
    assert.equal(windows[0]!.request()?.url, `${base}/runs/last`);
    const last = await fetch(`${base}/runs/last`, { headers: { "X-HS-Claude-Token": token }, redirect: "manual" });
    assert.equal(last.status, 302);
    const [report] = readdirSync(join(sim.home, "runs")).filter((f) => f.endsWith(".html"));
    assert.equal(last.headers.get("location"), `/runs/${report!.replace(/\.html$/, "")}`);
  });

  it("refuses the history without the token, with a wrong one, and from a web page's origin", async () => {
    assert.equal((await fetch(`${base}/runs`)).status, 401);
    assert.equal((await fetch(`${base}/runs`, { headers: { "X-HS-Claude-Token": "wrong" } })).status, 401);
    const foreign = await fetch(`${base}/runs`, {
      headers: { "X-HS-Claude-Token": token, Origin: "https://evil.example" },
    });
    assert.equal(foreign.status, 403);
    assert.equal((await fetch(`${base}/runs?token=${token}`)).status, 401, "a token in the URL is not taken");
    const page = await fetch(`${base}/runs`, { headers: { "X-HS-Claude-Token": token } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(!html.includes(token), "the token is never in a page");
    assert.match(html, /search YouTube for cooking videos/);
    const cookie = page.headers.get("set-cookie") ?? "";
    assert.match(cookie, /^hs_claude_pages=[A-Za-z0-9_-]{40,}; HttpOnly; SameSite=Strict; Path=\/runs$/);
    assert.ok(!cookie.includes(token), "the cookie holds the pages' own secret, not the token");
    const secret = cookie.split(";")[0]!;
    assert.equal((await fetch(`${base}/runs`, { headers: { Cookie: secret } })).status, 200);
    assert.equal((await fetch(`${base}/runs`, { headers: { Cookie: `hs_claude_pages=${token}` } })).status, 401);
  });

  it("renders in Chromium with its screenshots loaded and the click marks where the clicks were", async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    // As the webview: the first request carries the token in its header; the link is followed with the cookie.
    await page.setExtraHTTPHeaders({ "X-HS-Claude-Token": token });
    await page.goto(`${base}/runs`);
    await page.setExtraHTTPHeaders({});
    await page.click("table.runs a");
    await page.waitForSelector("figure.shot img");
    assert.match(await page.title(), /search YouTube for cooking videos/);
    const text = await page.textContent("body");
    assert.match(text ?? "", /The search field is at the top; I'll <b>search<\/b> there\./, "reasoning shown as text");
    assert.match(text ?? "", /Claude: 4 calls/);
    const images = await page.$$eval("figure.shot img", (imgs) =>
      imgs.map((img) => ({ loaded: (img as HTMLImageElement).complete, w: (img as HTMLImageElement).naturalWidth })),
    );
    assert.equal(images.length, 3, "one screenshot per turn");
    assert.ok(
      images.every((image) => image.loaded && image.w === 1280),
      JSON.stringify(images),
    );
    const boxes = await page.$$eval("figure.shot", (figures) =>
      figures.map((figure) => {
        const r = figure.getBoundingClientRect();
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, w: r.width, h: r.height };
      }),
    );
    mkdirSync(OUTPUT, { recursive: true });
    const path = join(OUTPUT, "run-report.png");
    const png = await page.screenshot({ path, fullPage: true });
    const picture = await loadImage(png);
    const canvas = createCanvas(picture.width, picture.height);
    const draw = canvas.getContext("2d");
    draw.drawImage(picture, 0, 0);
    const pixel = (x: number, y: number) => [...draw.getImageData(Math.round(x), Math.round(y), 1, 1).data];
    const magenta = ([r, g, b]: number[]) => r! > 200 && g! < 90 && b! > 120;
    for (const [turn, [x, y]] of CLICKS.entries()) {
      const box = boxes[turn]!;
      const at = { x: box.x + (x * box.w) / 1280, y: box.y + (y * box.h) / 720 };
      assert.ok(magenta(pixel(at.x, at.y)), `turn ${turn + 1}: a mark at the click (${x}, ${y}): ${pixel(at.x, at.y)}`);
      const away = { x: box.x + box.w * 0.9, y: box.y + box.h * 0.9 };
      assert.ok(!magenta(pixel(away.x, away.y)), `turn ${turn + 1}: no mark far from the click`);
    }
    assert.ok(
      !magenta(
        pixel(boxes[2]!.x + (CLICKS[0]![0] * boxes[2]!.w) / 1280, boxes[2]!.y + (CLICKS[0]![1] * boxes[2]!.h) / 720),
      ),
      "the last turn clicked nothing",
    );
    await context.close();
  });
});
