import assert from "node:assert/strict";
import { memoryPresetStore } from "../../../agent/src/store/index.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import * as z from "zod";
import { appOperation, Snapshot } from "../../../agent/src/contract/index.ts";
import { OpRefused } from "../../../agent/src/errors/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { restore, wayBackCall, type UndoEntry } from "../../../agent/src/undo/index.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** An app's own operation, as an app folder declares one: it takes away a thing the app made, by its id. */
const TAKE_AWAY = appOperation({
  name: "gadget_take_away",
  params: z.object({ id: z.string() }),
  result: z.object({ taken: z.boolean() }),
  seconds: () => 7,
});
const away = (id: string) =>
  wayBackCall(
    TAKE_AWAY,
    { id },
    {
      what: `take ${id} away`,
      did: `took ${id} away`,
      unless: { falseField: "taken", told: `${id}, taken away meanwhile` },
    },
  );

const entry = (calls: UndoEntry["calls"]): UndoEntry => ({
  run: "run-1",
  command: "make three gadgets",
  at: "2026-11-23T10:00:00.000Z",
  ...{ windows: [], relaunch: [], quit: [], hide: [], unhide: [], reopen: [], close: [], activeTabs: [] },
  calls,
  cannot: [],
});

/** A Spoon whose app operations answer from `answers` by their first param, each call recorded. */
function spoonAnswering(answers: Record<string, { taken: boolean } | string>) {
  const sent: { name: string; params: unknown; seconds: number }[] = [];
  const spoon: SpoonClient = {
    ...fakeSpoon({}),
    callApp: async (op, params) => {
      sent.push({ name: op.name, params, seconds: op.seconds(params) });
      const answer = answers[(params as { id: string }).id]!;
      if (typeof answer === "string") return { ok: false, error: new OpRefused(answer) };
      return { ok: true, value: op.result.parse(answer) };
    },
  };
  return { spoon, sent };
}

describe("an app's own way back, kept in the undo entry", () => {
  it("runs each call the last first, telling what it did, what was gone already and what failed", async () => {
    const { spoon, sent } = spoonAnswering({ a: { taken: true }, b: "the gadget is locked", c: { taken: false } });
    const restored = await restore(entry([away("a"), away("b"), away("c")]), {
      ...{ spoon, desktop: dual, closeTabsWithoutAsking: 0, presets: memoryPresetStore([]) },
      approve: async () => assert.fail("nothing to ask"),
    });
    assert.deepEqual(
      sent.map((call) => [call.name, call.params, call.seconds]),
      [
        ["gadget_take_away", { id: "c" }, 7],
        ["gadget_take_away", { id: "b" }, 7],
        ["gadget_take_away", { id: "a" }, 7],
      ],
      "the app operations undo called, the last first, each with its own budget",
    );
    assert.equal(restored.ok, false);
    assert.equal(
      restored.message,
      'undid "make three gadgets": took a away\n' +
        "already in place: c, taken away meanwhile\n" +
        "could not: take b away: the gadget is locked",
    );
  });

  it("checks a way back's params by its operation's schema when the step is kept", () => {
    assert.throws(() => wayBackCall(TAKE_AWAY, { id: 3 } as unknown as { id: string }, { what: "x", did: "x" }));
  });
});
