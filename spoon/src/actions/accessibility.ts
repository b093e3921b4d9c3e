/** How far a search goes into an app's tree: deep enough for web pages, bounded in nodes and time. */
const MAX_DEPTH = 25;
const MAX_NODES = 3000;
const MAX_SECONDS = 1.5;
/** The most elements an area search returns: the agent picks among them. */
const MAX_IN_AREA = 100;

type Rect = { x: number; y: number; w: number; h: number };

export interface FoundElement {
  element: hs.axuielement.Element;
  role: string;
  title: string;
  frame: Rect | undefined;
}

/** An element's description and identifier, each only when it has one: what it says of itself beside its title. */
export function targetOf(element: hs.axuielement.Element): { description?: string; identifier?: string } {
  const description = element.attributeValue("AXDescription");
  const identifier = element.attributeValue("AXIdentifier");
  return {
    ...(description === undefined || description === "" ? {} : { description }),
    ...(identifier === undefined || identifier === "" ? {} : { identifier }),
  };
}

const lower = (text: string | undefined) => string.lower(text ?? "");

/** What a control says it is: its title, else (an icon button's empty title) its description. */
export function labelOf(element: hs.axuielement.Element): string | undefined {
  const title = element.attributeValue("AXTitle");
  return title === undefined || title === "" ? element.attributeValue("AXDescription") : title;
}

/** Whether the walk goes into an element's children (the app's menu bar is its first child, menus and all). */
type Enter = (this: void, element: hs.axuielement.Element, role: string) => boolean;

/**
 * Visits an app's accessibility tree breadth first (what is nearest the window comes first) until
 * `visit` returns true, into the children of what `enter` lets it; bounded in depth, nodes and time, so an
 * app with a huge tree ends the walk rather than hanging. True when `visit` stopped it.
 */
function walk(
  app: hs.application.Application,
  visit: (this: void, element: hs.axuielement.Element) => boolean,
  enter: Enter,
) {
  const root = hs.axuielement.applicationElement(app);
  if (root === undefined) return false;
  const started = hs.timer.secondsSinceEpoch();
  let level: hs.axuielement.Element[] = [root];
  let visited = 0;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: hs.axuielement.Element[] = [];
    for (const element of level) {
      visited++;
      if (visited > MAX_NODES || hs.timer.secondsSinceEpoch() - started > MAX_SECONDS) return false;
      if (visit(element)) return true;
      if (!enter(element, element.attributeValue("AXRole") ?? "")) continue;
      for (const child of element.attributeValue("AXChildren") ?? []) next.push(child);
    }
    level = next;
  }
  return false;
}

/** Roles of the menu bar's parts: a search for one of them looks in the menu bar. */
const MENU_ROLES = ["AXMenuBar", "AXMenuBarItem", "AXMenu", "AXMenuItem"];

/**
 * The first element of the app's tree whose title or description is `name` (case-insensitive, whole)
 * and, when given, whose role is `role`. The menu bar (the app's first child: its Edit would come before
 * a window's Edit button, and a long History menu would use up the search) is searched only when `menus`
 * is true or `role` is a menu's. A tree too big to search answers "not found".
 */
export function findElement(
  app: hs.application.Application,
  name: string,
  role?: string,
  menus = false,
): FoundElement | undefined {
  const wanted = lower(name);
  const inMenus = menus || (role !== undefined && MENU_ROLES.includes(role));
  let found: FoundElement | undefined;
  const visit = (element: hs.axuielement.Element) => {
    const title = element.attributeValue("AXTitle");
    const named = lower(title) === wanted || lower(element.attributeValue("AXDescription")) === wanted;
    const elementRole = element.attributeValue("AXRole") ?? "";
    if (!named || (role !== undefined && elementRole !== role)) return false;
    if (!inMenus && MENU_ROLES.includes(elementRole)) return false;
    found = { element, role: elementRole, title: title ?? name, frame: element.attributeValue("AXFrame") };
    return true;
  };
  walk(app, visit, (_element, elementRole) => inMenus || elementRole !== "AXMenuBar");
  return found;
}

/**
 * Asks an Electron (Chromium) app to build its accessibility tree, which it leaves out until an
 * assistive app sets AXManualAccessibility; true when the app took it (others answer unsupported).
 */
export function exposeElectronTree(app: hs.application.Application): boolean {
  const root = hs.axuielement.applicationElement(app);
  return root !== undefined && root.setAttributeValue("AXManualAccessibility", true) !== undefined;
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The elements of the app's tree (below the app itself) whose frames overlap `area`, nearest the window first. */
export function elementsIn(
  app: hs.application.Application,
  area: Rect,
): { role: string; title?: string; frame: Rect }[] {
  const found: { role: string; title?: string; frame: Rect }[] = [];
  const visit = (element: hs.axuielement.Element) => {
    const role = element.attributeValue("AXRole") ?? "";
    const frame = element.attributeValue("AXFrame");
    if (role === "AXApplication" || frame === undefined || !overlaps(frame, area)) return false;
    const title = labelOf(element);
    found.push({ role, ...(title === undefined || title === "" ? {} : { title }), frame });
    return found.length >= MAX_IN_AREA;
  };
  // The menu bar's menus only when the area takes in the bar itself.
  const enter = (element: hs.axuielement.Element, role: string) => {
    if (role !== "AXMenuBar") return true;
    const bar = element.attributeValue("AXFrame");
    return bar !== undefined && overlaps(bar, area);
  };
  walk(app, visit, enter);
  return found;
}
