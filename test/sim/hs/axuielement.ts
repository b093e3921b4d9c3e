import { SimObject } from "../bridge.ts";
import { elementsOf, hitTest, pageOf, windowsBackToFront, type PlacedElement } from "../content.ts";
import type { SimWindow } from "../desktop.ts";
import { menuAttribute, menuChildren, pressMenu, type MenuNode } from "../menus.ts";
import type { SimContext } from "./context.ts";
import { press } from "./eventtap.ts";

type Node =
  | { kind: "application"; app: string }
  | { kind: "window"; window: SimWindow }
  | { kind: "webArea"; window: SimWindow }
  | { kind: "element"; placed: PlacedElement }
  | MenuNode;

const isMenu = (node: Node): node is MenuNode => "app" in node && node.kind !== "application";

/** How long an Electron app takes to build its tree once AXManualAccessibility is set. */
export const ELECTRON_TREE_MS = 300;

/** In the tree: not marked `ax: false`, and not in an Electron app that has not been asked to expose it. */
function inTree(ctx: SimContext, placed: PlacedElement): boolean {
  if (placed.element.ax === false) return false;
  const electron = ctx.desktop.running.find((app) => app.name === placed.window.app)?.electron;
  if (!electron) return true;
  const since = electron.manualAccessibilitySince;
  return since !== undefined && ctx.clock.now() - since >= ELECTRON_TREE_MS;
}

/**
 * hs.axuielement over the simulated content: an app → its menu bar first (AXMenuBar → a title per menu →
 * the menu → its items, menus.ts), then its windows → their elements (a Chrome window → an AXWebArea → its
 * page's elements), only those with `ax` not false (what vision alone can find is missing here, as in a
 * canvas or an Electron app). Attributes as hs.axuielement converts them.
 */
export class SimAXElement extends SimObject {
  readonly __simType = "hs.axuielement";

  constructor(
    private readonly ctx: SimContext,
    private readonly node: Node,
  ) {
    super();
  }

  attributeValue(name: string): unknown {
    const node = this.node;
    if (name === "AXChildren") return this.#children();
    if (isMenu(node)) return menuAttribute(this.ctx.desktop, node, name);
    if (node.kind === "application") return { AXRole: "AXApplication", AXTitle: node.app }[name];
    if (node.kind === "window" || node.kind === "webArea") {
      const { frame, title } = node.window;
      const role = node.kind === "window" ? "AXWindow" : "AXWebArea";
      return {
        AXRole: role,
        AXTitle: node.kind === "window" ? title : pageOf(this.ctx.desktop, node.window)?.page.title,
        AXFrame: { ...frame },
      }[name];
    }
    const { element, frame } = node.placed;
    const values: Record<string, unknown> = {
      AXRole: element.role,
      AXTitle: element.title,
      AXDescription: element.description,
      AXIdentifier: element.identifier,
      AXValue: element.value,
      AXFrame: { ...frame },
      AXPosition: { x: frame.x, y: frame.y },
      AXSize: { w: frame.w, h: frame.h },
    };
    return values[name];
  }

  /** The pid of the app the element belongs to (every node of the tree knows its app). */
  pid(): number | undefined {
    const node = this.node;
    const app = "app" in node ? node.app : node.kind === "element" ? node.placed.window.app : node.window.app;
    return this.ctx.desktop.running.find((running) => running.name === app)?.pid;
  }

  /**
   * Only AXManualAccessibility on an Electron app's element is settable here (Chromium builds its tree
   * then); anything else answers nil, as kAXErrorAttributeUnsupported does through hs.axuielement.
   */
  setAttributeValue(name: string, value: unknown): this | undefined {
    const node = this.node;
    if (name !== "AXManualAccessibility" || node.kind !== "application") return undefined;
    const app = this.ctx.desktop.running.find((running) => running.name === node.app);
    if (!app?.electron) return undefined;
    if (value === true) app.electron.manualAccessibilitySince ??= this.ctx.clock.now();
    return this;
  }

  actionNames(): string[] {
    return this.node.kind === "element" || this.node.kind === "menuBarItem" || this.node.kind === "menuItem"
      ? ["AXPress"]
      : ["AXRaise"];
  }

  /** AXPress does what a click on the element does, without moving the pointer; on a menu it is kept. */
  performAction(action: string): this | false {
    if (action === "AXPress" && isMenu(this.node)) return pressMenu(this.ctx.desktop, this.node) ? this : false;
    if (action !== "AXPress" || this.node.kind !== "element") return false;
    press(this.ctx, this.node.placed.window, this.node.placed, "AXPress");
    return this;
  }

  isValid(): boolean {
    return this.node.kind !== "element" || this.ctx.desktop.windows.includes(this.node.placed.window);
  }

  #children(): SimAXElement[] {
    const { ctx, node } = this;
    const make = (child: Node) => new SimAXElement(ctx, child);
    if (isMenu(node)) return menuChildren(ctx.desktop, node).map(make);
    if (node.kind === "application")
      return [
        make({ kind: "menuBar", app: node.app }),
        ...windowsBackToFront(ctx.desktop)
          .filter((w) => w.app === node.app)
          .reverse()
          .map((window) => make({ kind: "window", window })),
      ];
    const direct = (parent: PlacedElement | undefined, window: SimWindow) => {
      const all = elementsOf(ctx.desktop, window);
      const roots = parent
        ? (parent.element.children ?? [])
        : all.filter((p) => !all.some((q) => q.element.children?.includes(p.element))).map((p) => p.element);
      return all
        .filter((p) => roots.includes(p.element) && inTree(ctx, p))
        .map((placed) => make({ kind: "element", placed }));
    };
    if (node.kind === "window")
      return pageOf(ctx.desktop, node.window)
        ? [make({ kind: "webArea", window: node.window })]
        : direct(undefined, node.window);
    if (node.kind === "webArea") return direct(undefined, node.window);
    return direct(node.placed, node.placed.window);
  }
}

export function axuielementModule(ctx: SimContext) {
  return {
    applicationElement: (app: { name(): string }) => new SimAXElement(ctx, { kind: "application", app: app.name() }),
    /** The deepest element in the tree at a global point (z-order hit test), else the window there. */
    systemElementAtPosition: (x: number | { x: number; y: number }, y?: number) => {
      const point = typeof x === "number" ? { x, y: Number(y) } : { x: Number(x.x), y: Number(x.y) };
      const { window, element } = hitTest(ctx.desktop, point);
      if (!window) return undefined;
      const inside = elementsOf(ctx.desktop, window).filter(
        (p) =>
          inTree(ctx, p) &&
          point.x >= p.frame.x &&
          point.x < p.frame.x + p.frame.w &&
          point.y >= p.frame.y &&
          point.y < p.frame.y + p.frame.h,
      );
      const placed = element && inTree(ctx, element) ? element : inside.at(-1);
      return new SimAXElement(ctx, placed ? { kind: "element", placed } : { kind: "window", window });
    },
  };
}
