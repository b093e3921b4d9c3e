import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { DESKTOPS } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";
import { BUNDLE } from "./index.ts";

const DESKTOP_BLUE = [0x3a, 0x6e, 0xa5];

/** A data URL's image: its type, its size in pixels, and the colour of a pixel. */
async function decoded(url: string) {
  const [, type, data] = /^data:image\/(\w+);base64,(.+)$/.exec(url)!;
  const image = await loadImage(Buffer.from(data!, "base64"));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext("2d");
  g.drawImage(image, 0, 0);
  const pixel = (x: number, y: number) => [...g.getImageData(x, y, 1, 1).data.slice(0, 3)];
  return { type, w: image.width, h: image.height, pixel };
}
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 8);

describe("hs.screen:snapshot() and its hs.image", () => {
  let mac: SimulatedMac;
  before(async () => {
    const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
    mac = await SimulatedMac.boot({ desktop, bundle: BUNDLE, clock: new ManualClock(), costs: "none" });
  });
  after(() => mac.shutdown());

  it("is the screen at its pixels; size() resizes it (aspect kept unless absolute); PNG unless JPEG", async () => {
    mac.run(`__retina = hs.screen.allScreens()[2]:snapshot()`);
    assert.deepEqual(mac.run(`local s = __retina:size() return { s.w, s.h }`), [3024, 1964], "captured pixels");
    mac.run(`__retina:size({ w = 1000, h = 1000 })`);
    assert.deepEqual(mac.run(`local s = __retina:size() return { s.w, s.h }`), [1000, 1964000 / 3024], "aspect");
    const scaled = await decoded(
      mac.run(`return __retina:size({ w = 320, h = 200 }, true):encodeAsURLString(true)`) as string,
    );
    assert.deepEqual([scaled.type, scaled.w, scaled.h], ["png", 320, 200], "PNG at exactly size() pixels");
    mac.desktop.focusedWindowId = 201;
    const backing = await decoded(mac.run(`return __retina:encodeAsURLString(false, "JPG")`) as string);
    assert.deepEqual([backing.type, backing.w, backing.h], ["jpg", 640, 400], "× the main screen's scale (Slack's, 2)");
    assert.match(
      String(mac.run(`return select(2, pcall(function() return __retina:encodeAsURLString("GIF") end))`)),
      /invalid image type/,
    );
  });

  it("a rect (the screen's points) is cropped at the screen's pixels, showing what is there", async () => {
    const url = mac.run(
      `return hs.screen.allScreens()[1]:snapshot({ x = 2400, y = 1300, w = 160, h = 140 }):encodeAsURLString(true)`,
    );
    const part = await decoded(url as string);
    assert.deepEqual([part.w, part.h], [160, 140], "the rect's pixels at scale 1");
    assert.ok(near(part.pixel(100, 120), DESKTOP_BLUE), "below the windows, the desktop");
    assert.ok(!near(part.pixel(100, 20), DESKTOP_BLUE), "the Cursor window above it");
  });

  it("holds what was on screen when taken: windows gone later still show in it", async () => {
    mac.run(`__rect = { x = 1900, y = 600, w = 200, h = 200 }; __before = hs.screen.allScreens()[1]:snapshot(__rect)`);
    for (const window of mac.desktop.windows) window.minimized = true;
    const earlier = await decoded(mac.run(`return __before:encodeAsURLString(true, "JPEG")`) as string);
    const now = await decoded(
      mac.run(`return hs.screen.allScreens()[1]:snapshot(__rect):encodeAsURLString(true, "JPEG")`) as string,
    );
    assert.deepEqual([earlier.type, earlier.w, earlier.h], ["jpeg", 200, 200], "a JPEG of the rect's pixels");
    assert.ok(!near(earlier.pixel(100, 100), DESKTOP_BLUE), "the Cursor window, in the image taken before");
    assert.ok(near(now.pixel(100, 100), DESKTOP_BLUE), "the desktop, in an image taken after");
  });
});
