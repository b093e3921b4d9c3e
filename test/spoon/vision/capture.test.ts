import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { loadImage } from "@napi-rs/canvas";
import {
  globalToImage,
  NEWEST_MODEL_LIMITS,
  OLDER_MODEL_LIMITS,
  visualTokens,
} from "../../../agent/src/contract/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

/** The colour of one pixel of a decoded image, as #rrggbb (JPEG is lossy: compared loosely). */
async function pixelAt(data: string, x: number, y: number): Promise<number[]> {
  const image = await loadImage(Buffer.from(data, "base64"));
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext("2d");
  g.drawImage(image, 0, 0);
  return [...g.getImageData(x, y, 1, 1).data.slice(0, 3)];
}
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 24);
const DESKTOP_BLUE = [0x3a, 0x6e, 0xa5];
const WINDOW_WHITE = [0xfa, 0xfa, 0xfa];

/** The Spoon's capture (spoon/src/vision): a real image of the simulated screen, downscaled in the Spoon. */
describe("capture_screen", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json") });

  it("sends a 3024×1964 Retina screen within every model's limit, as a JPEG of the size it says", async () => {
    const shot = await sim.agent!.spoon.read("capture_screen", { screenId: 2 });
    assert.deepEqual([shot.screenId, shot.scale, shot.fullFrame], [2, 2, { x: -1512, y: 458, w: 1512, h: 982 }]);
    assert.deepEqual(shot.image, { w: 1280, h: 831 });
    const decoded = await loadImage(Buffer.from(shot.data, "base64"));
    assert.deepEqual([decoded.width, decoded.height], [1280, 831]);
    const { w, h } = shot.image;
    assert.ok(Math.max(w, h) <= OLDER_MODEL_LIMITS.maxLongEdge && w * h <= OLDER_MODEL_LIMITS.maxPixels!);
    assert.ok(visualTokens(w, h) <= NEWEST_MODEL_LIMITS.maxTokens!);
    assert.ok(Buffer.from(shot.data, "base64").length < 400_000, "a few hundred KB at most");
  });

  it("shows the windows where they are: a window's middle is the window, empty space the desktop", async () => {
    const shot = await sim.agent!.spoon.read("capture_screen", { screenId: 1 });
    const terminal = sim.snapshot().windows.find((w) => w.app === "Terminal")!.frame;
    const inside = globalToImage(shot, { x: terminal.x + terminal.w / 2, y: terminal.y + terminal.h / 2 });
    assert.ok(near(await pixelAt(shot.data, inside.x, inside.y), WINDOW_WHITE), "the window");
    const screen = shot.fullFrame;
    const corner = globalToImage(shot, { x: screen.x + screen.w - 3, y: screen.y + screen.h - 3 });
    const covered = sim.snapshot().windows.some((win) => {
      const f = win.frame;
      return screen.x + screen.w - 3 >= f.x && screen.x + screen.w - 3 < f.x + f.w && screen.y + screen.h - 3 >= f.y;
    });
    if (!covered) assert.ok(near(await pixelAt(shot.data, corner.x, corner.y), DESKTOP_BLUE), "the desktop");
  });

  it("takes the focused window's screen by default, and refuses what it cannot do, saying why", async () => {
    const shot = await sim.agent!.spoon.read("capture_screen", {});
    assert.ok([1, 2].includes(shot.screenId));
    const bad = await sim.agent!.connection.call("capture_screen", { maxLongEdge: 10_000 }).catch((e: Error) => e);
    assert.match(String(bad), /maxLongEdge must be a whole number from 200 to 2576|maxLongEdge/);
    sim.mac.settings.screenRecording = false;
    try {
      const denied = await sim.agent!.connection.call("capture_screen", { screenId: 1 }).catch((e: Error) => e);
      assert.match(String(denied), /Hammerspoon may not record the screen: allow it in System Settings/);
    } finally {
      sim.mac.settings.screenRecording = true;
    }
  });

  it("hs.claude.vision.captureScreen() gives the JPEG in base64 from Lua", async () => {
    const data = (await sim.lua(`return hs.claude.vision.captureScreen(2)`)) as string;
    const decoded = await loadImage(Buffer.from(data, "base64"));
    assert.deepEqual([decoded.width, decoded.height], [1280, 831]);
    const refused = await sim.lua(`local data, err = hs.claude.vision.captureScreen(9); return { data == nil, err }`);
    assert.deepEqual(
      refused,
      [true, "hs.claude.vision.captureScreen: no screen 9"],
      "what captureScreen answered for a screen that is not there",
    );
  });
  it("leaves the Spoon's own alerts out of what the model sees, and shows them again after", async () => {
    const shot = () => sim.agent!.spoon.read("capture_screen", {});
    const before = await shot();
    const { x, y, w, h } = before.fullFrame;
    // Where alert.lua draws the first alert: centred, 55 points under 35 % of the screen's height, 62 points tall.
    const [middle, top] = [w / 2, h * (1 - 1 / 1.55) + 55 + 31];
    const box = globalToImage(before, { x: x + middle, y: y + top });
    const under = await pixelAt(before.data, box.x, box.y);
    await sim.agent!.spoon.read("show_progress", { text: "✓ 1/2 Type hotkey into the search field" });
    const raw = (await sim.lua(`return hs.screen.mainScreen():snapshot():encodeAsURLString(false, "JPEG")`)) as string;
    const drawn = await pixelAt(
      raw.replace(/^data:image\/jpeg;base64,/, ""),
      middle * before.scale,
      top * before.scale,
    );
    assert.ok(!near(drawn, under), "hs.screen:snapshot() captures the alert where alert.lua draws it");
    const during = await shot();
    assert.ok(near(await pixelAt(during.data, box.x, box.y), under), "the capture the model sees: no alert");
    assert.deepEqual(sim.person.sees().alerts, ["Claude: ✓ 1/2 Type hotkey into the search field"], "shown again");
  });
});
