import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { hammerspoonNames } from "../../scripts/hs-api.ts";
import { DESKTOPS } from "../support/index.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimApplication } from "./hs/application.ts";
import { SimChooser } from "./hs/chooser.ts";
import type { SimContext } from "./hs/context.ts";
import { SimRect } from "./hs/geometry.ts";
import { buildModules } from "./hs/index.ts";
import { SimScreenObject } from "./hs/screen.ts";
import { SimTask } from "./hs/task.ts";
import { SimTimer } from "./hs/timer.ts";
import { SimWebSocket } from "./hs/websocket.ts";
import { SimWindowObject } from "./hs/window.ts";

/** What Lua can reach on an object of this class: its prototype's methods and getters, and public fields. */
function members(prototype: object, instanceFields: string[] = []): string[] {
  const found = new Set(instanceFields);
  for (let proto = prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== "constructor" && !name.startsWith("__")) found.add(name);
  }
  return [...found];
}

describe("the simulator implements no hs name Hammerspoon lacks", () => {
  const names = hammerspoonNames();

  it("module functions and variables", () => {
    const ctx = {
      desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")),
      settings: { animationDuration: 0.2, accessibility: true },
    } as unknown as SimContext;
    const prefix = (module: string) => (module === "__root" ? "hs" : `hs.${module}`);
    const unknown = Object.entries(buildModules(ctx))
      .flatMap(([module, target]) => Object.keys(target).map((key) => `${prefix(module)}.${key}`))
      .filter((name) => !names.has(name));
    assert.deepEqual(unknown, [], "the hs functions and variables used that the reference does not have");
  });

  it("object methods and fields", () => {
    const classes: [object, string, string[]?][] = [
      [SimTimer.prototype, "hs.timer"],
      [SimChooser.prototype, "hs.chooser"],
      [SimWebSocket.prototype, "hs.websocket"],
      [SimTask.prototype, "hs.task"],
      [SimApplication.prototype, "hs.application"],
      [SimWindowObject.prototype, "hs.window"],
      [SimScreenObject.prototype, "hs.screen"],
      [
        SimRect.prototype,
        "hs.geometry",
        Object.keys(new SimRect({ x: 0, y: 0, w: 1, h: 1 })).filter((k) => !k.startsWith("__")),
      ],
    ];
    const unknown = classes
      .flatMap(([prototype, type, fields]) => members(prototype, fields).map((name) => [type, name] as const))
      .filter(([type, name]) => !names.has(`${type}:${name}`) && !names.has(`${type}.${name}`))
      .map(([type, name]) => `${type}:${name}`);
    assert.deepEqual(unknown, [], "the hs methods and fields used that the reference does not have");
  });
});
