import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { boxToGlobal, middleOf, overlapRatio, parseBox, snapToElement } from "../../../agent/src/vision/index.ts";

const RETINA = { screenId: 2, fullFrame: { x: -1512, y: 458, w: 1512, h: 982 }, scale: 2, image: { w: 1280, h: 831 } };
const PRIMARY = { screenId: 1, fullFrame: { x: 0, y: 0, w: 2560, h: 1440 }, scale: 1, image: { w: 1568, h: 882 } };

describe("a box the model answered", () => {
  it("is read in pixels of the image, or scaled from 0..range when configured", () => {
    assert.deepEqual(parseBox("<box>(10,20,110,60)</box>", RETINA.image), {
      kind: "box",
      box: { x1: 10, y1: 20, x2: 110, y2: 60 },
    });
    assert.deepEqual(parseBox("It is here: <box>(500, 500, 750, 1000)</box>.", { w: 1280, h: 800 }, 1000), {
      kind: "box",
      box: { x1: 640, y1: 400, x2: 960, y2: 800 },
    });
    assert.deepEqual(parseBox("<box>10,20,110,60</box>", RETINA.image).kind, "box");
  });

  it("says when the element is not there, and refuses a box it cannot use, saying why", () => {
    assert.deepEqual(parseBox("<none/>", RETINA.image), { kind: "none" });
    assert.deepEqual(parseBox("the button is top left", RETINA.image), {
      kind: "unusable",
      error: "the answer had no <box>(x1,y1,x2,y2)</box>",
    });
    assert.match((parseBox("<box>(50,50,10,60)</box>", RETINA.image) as { error: string }).error, /empty or reversed/);
    assert.match(
      (parseBox("<box>(1200,10,1300,60)</box>", RETINA.image) as { error: string }).error,
      /outside the 1280×831 image/,
    );
    assert.match((parseBox("<box>(900,10,1001,60)</box>", RETINA.image, 1000) as { error: string }).error, /0\.\.1000/);
  });

  it("lands inside the element it was drawn around, on every screen, pixels or 0-1000 (property)", () => {
    for (const capture of [RETINA, PRIMARY])
      for (const range of [undefined, 1000]) {
        const { fullFrame } = capture;
        const element = fc.record({
          x: fc.integer({ min: fullFrame.x, max: fullFrame.x + fullFrame.w - 60 }),
          y: fc.integer({ min: fullFrame.y, max: fullFrame.y + fullFrame.h - 30 }),
          w: fc.integer({ min: 24, max: 60 }),
          h: fc.integer({ min: 16, max: 30 }),
        });
        fc.assert(
          fc.property(element, (e) => {
            const across = range ?? capture.image.w;
            const down = range ?? capture.image.h;
            const px = (gx: number) => ((gx - fullFrame.x) * across) / fullFrame.w;
            const py = (gy: number) => ((gy - fullFrame.y) * down) / fullFrame.h;
            const box = [Math.ceil(px(e.x)), Math.ceil(py(e.y)), Math.floor(px(e.x + e.w)), Math.floor(py(e.y + e.h))];
            const answer = `<box>(${box.join(",")})</box>`;
            const parsed = parseBox(answer, capture.image, range);
            if (parsed.kind !== "box") return false;
            const point = middleOf(boxToGlobal(capture, parsed.box));
            return point.x >= e.x && point.x < e.x + e.w && point.y >= e.y && point.y < e.y + e.h;
          }),
        );
      }
  });
});

describe("snapping a vision box to the accessibility element it overlaps most", () => {
  const button = { role: "AXButton", title: "Subscribe", frame: { x: 100, y: 100, w: 80, h: 30 } };
  const window = { role: "AXWindow", title: "YouTube", frame: { x: 0, y: 0, w: 1600, h: 1000 } };
  const neighbour = { role: "AXButton", title: "Join", frame: { x: 190, y: 100, w: 60, h: 30 } };

  it("takes the element's exact frame when they agree, not the window around it or a neighbour", () => {
    const sloppy = { x: 96, y: 104, w: 86, h: 28 };
    assert.equal(snapToElement(sloppy, [window, neighbour, button]), button);
    assert.ok(overlapRatio(sloppy, window.frame) < 0.01);
  });

  it("keeps the model's box when nothing agrees enough (a canvas, a game)", () => {
    assert.equal(snapToElement({ x: 400, y: 400, w: 50, h: 20 }, [window, button]), undefined);
    assert.equal(snapToElement({ x: 100, y: 100, w: 20, h: 30 }, [button]), undefined, "a quarter of it is not it");
    assert.equal(overlapRatio(button.frame, button.frame), 1);
  });
});
