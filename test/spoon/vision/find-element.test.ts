import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { createRunner } from "../../../agent/src/app/index.ts";
import { parseEnvelope } from "../../../agent/src/registry/index.ts";
import { MessagesServer } from "../../fakes/messages-server.ts";
import { boxAnswerFor, type Box } from "../../fakes/vision-model.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

/** A control on each screen of dev-dual, drawn but not in the accessibility tree: only vision finds it. */
const TARGETS = [
  {
    screen: "the primary screen (scale 1)",
    app: "Terminal",
    window: 401,
    element: { role: "AXButton", title: "Run Tests", frame: { x: 640, y: 360, w: 120, h: 32 }, ax: false },
  },
  {
    screen: "the Retina screen (scale 2, negative x)",
    app: "Slack",
    window: 201,
    element: { role: "AXButton", title: "Huddle", frame: { x: -300, y: 520, w: 90, h: 28 }, ax: false },
  },
];

function desktopWithTargets() {
  const desktop = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  for (const target of TARGETS) {
    const window = desktop.windows.find((w: { id: number }) => w.id === target.window);
    window.elements = [target.element];
  }
  return desktop;
}

/**
 * Clicking what only vision finds: on each screen of dev-dual, a scripted model answers with the box of the
 * target in the image it received (measured from the image; the box from the simulator's ground
 * truth), in pixels or, when config.json says vision.normalizationRange 1000, in 0-1000; click_element
 * clicks there, and the click lands on the element, for full-size and downscaled captures.
 */
describe("click_element by vision, on every screen, in pixels and in 0-1000", () => {
  let model: MessagesServer;
  let sim: SimMac;
  before(async () => (model = await MessagesServer.start("sk-find")));
  after(() => model.close());
  const startMac = simMacsPerTest();

  for (const target of TARGETS)
    for (const [units, range] of [
      ["pixels", undefined],
      ["0-1000", 1000],
    ] as const)
      for (const maxLongEdge of [1568, 800])
        it(`clicks "${target.element.title}" on ${target.screen}: ${units}, sent at ${maxLongEdge} px`, async () => {
          sim = await startMac({ desktop: desktopWithTargets() });
          const vision = { maxLongEdge, ...(range ? { normalizationRange: range } : {}) };
          writeFileSync(join(sim.home, "config.json"), JSON.stringify({ vision }));
          const screen = sim.snapshot().screens.find((s) => s.id === (target.window === 201 ? 2 : 1))!;
          const boxes: Box[] = [];
          model.reply(boxAnswerFor(target.element.frame, screen.fullFrame, range, boxes));
          const { spoon, presets } = sim.agent!;
          const runner = createRunner({ spoon, presets, home: sim.home, terminal: false });
          const plan = parseEnvelope({
            commands: [
              { type: "focus_app", app_name: target.app },
              { type: "click_element", description: `the ${target.element.title} button` },
            ],
            needs_clarification: false,
            clarification_reason: null,
          });
          assert.ok(plan.ok);
          const env = { ANTHROPIC_API_KEY: "sk-find", ANTHROPIC_BASE_URL: model.url };
          const { result } = await runner.execute(plan.envelope, { yes: true, offline: true, env });
          assert.equal(result.success, true, result.message);
          assert.deepEqual(sim.desktop.content.pressed.at(-1), {
            title: target.element.title,
            role: "AXButton",
            window: target.window,
            by: "click",
          });
          const sent = model.requests.at(-1)!.body;
          const image = sent.messages[0].content[0];
          assert.equal(image.type, "image");
          assert.ok(boxes[0]!.image.w <= maxLongEdge && boxes[0]!.image.h <= maxLongEdge);
          const asked = sent.messages[0].content[1].text as string;
          assert.match(asked, range ? /from 0 to 1000 of the image/ : /in pixels of this image/);
          assert.equal(result.usage?.calls, 1, "one vision call");
        });
});
