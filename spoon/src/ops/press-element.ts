import { exposeElectronTree, findElement, targetOf, type FoundElement } from "../actions";
import { appByBundleID } from "../desktop";
import type { AxTarget, Params } from "../contract";
import { firstFailure, type Operation, OpFailure, text, waitUntil } from "../runtime";

type Seen = AxTarget & { title: string };

/** How long an Electron app may take to build its tree once asked, and how often to look meanwhile. */
const ELECTRON_TREE_SECONDS = 1;
const ELECTRON_POLL = 0.25;

/** What the element looked at said it was (`expect`), when given. */
function expected(params: Params): Seen | undefined | OpFailure {
  const expect = params.expect;
  if (expect === undefined) return undefined;
  const fields = expect as { [key: string]: unknown };
  const strings =
    type(expect) === "table" &&
    ["title", "description", "identifier"].every((key) => {
      const value = fields[key];
      return value === undefined ? key !== "title" : type(value) === "string";
    });
  return strings ? (expect as Seen) : new OpFailure("expect must be { title, description?, identifier? } of strings");
}

/** True when the element found says it is what was looked at: its title, description and identifier alike. */
const same = (found: Seen, seen: Seen) =>
  found.title === seen.title && found.description === seen.description && found.identifier === seen.identifier;

/**
 * Presses an element found by name in an app's accessibility tree (AXPress): no screenshot, no model
 * call; with `look`, only says what it would press (its role, title, description, identifier), pressing nothing.
 * Not found is an expected failure that says vision is the way left.
 */
export const pressElementOp: Operation<"press_element"> = {
  name: "press_element",
  parse: (params) => {
    const name = text(params, "name");
    const bundleID = text(params, "bundleID");
    const title = text(params, "title");
    const role = params.role === undefined ? undefined : text(params, "role");
    const failed = firstFailure({ name, bundleID, title, role });
    if (failed) return failed;
    const menus = params.menus ?? false;
    if (type(menus) !== "boolean") return new OpFailure("menus must be true or false");
    const look = params.look ?? false;
    if (type(look) !== "boolean") return new OpFailure("look must be true or false");
    const expect = expected(params);
    if (expect instanceof OpFailure) return expect;
    return {
      name: name as string,
      bundleID: bundleID as string,
      title: title as string,
      role: role as string | undefined,
      menus: menus as boolean,
      look: look as boolean,
      expect,
    };
  },
  run: async ({ name, bundleID, title, role, menus, look, expect }, ctx) => {
    const app = appByBundleID(bundleID);
    if (app === undefined) throw new OpFailure(`${name} is not running`);
    const search = () => findElement(app, title, role, menus);
    let found: FoundElement | undefined = search();
    // Not there: an Electron app may only be hiding its tree. Ask it to build it, then look again.
    if (found === undefined && exposeElectronTree(app))
      await waitUntil(ctx, () => (found = search()) !== undefined, ELECTRON_TREE_SECONDS, ELECTRON_POLL);
    if (found === undefined)
      throw new OpFailure(
        `no element "${title}"${role ? ` (${role})` : ""} in ${name}'s accessibility tree: only vision can find it`,
      );
    const what = { role: found.role, title: found.title, ...targetOf(found.element) };
    if (expect && !same(what, expect))
      throw new OpFailure(
        `"${found.title}" is no longer the element looked at ("${expect.title}"): nothing was pressed`,
      );
    if (!look && !found.element.performAction("AXPress"))
      throw new OpFailure(`${name} did not accept pressing "${found.title}"`);
    return { ...what, ...(found.frame ? { frame: found.frame } : {}) };
  },
};
