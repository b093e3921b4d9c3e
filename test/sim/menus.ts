import { CHROME, type SimDesktop } from "./desktop.ts";

/** One menu of an app's menu bar: its title there, and its items (closed: nowhere on screen). */
export interface SimMenu {
  title: string;
  items: string[];
}

const EDIT = ["Undo", "Redo", "Cut", "Copy", "Paste", "Paste and Match Style", "Delete", "Select All"];
const WINDOW = ["Minimize", "Zoom", "Bring All to Front"];

/** The menus every app has, the app's own second (its name). */
function standardMenus(app: string): SimMenu[] {
  return [
    {
      title: "Apple",
      items: ["About This Mac", "System Settings…", "App Store…", "Force Quit…", "Sleep", "Lock Screen"],
    },
    { title: app, items: [`About ${app}`, "Settings…", `Hide ${app}`, "Hide Others", "Show All", `Quit ${app}`] },
    { title: "File", items: ["New Window", "Open…", "Close Window", "Save", "Print…"] },
    { title: "Edit", items: EDIT },
    { title: "View", items: ["Enter Full Screen"] },
    { title: "Window", items: WINDOW },
    { title: "Help", items: [`${app} Help`] },
  ];
}

/** Chrome's own menus, between View and Window; History lists the pages of its open tabs. */
function chromeMenus(desktop: SimDesktop): SimMenu[] {
  const pages = desktop.chrome.windows.flatMap((window) => window.tabs.map((tab) => tab.title));
  return [
    { title: "History", items: ["Home", "Back", "Forward", "Recently Closed", "Show Full History", ...pages] },
    { title: "Bookmarks", items: ["Bookmark Manager", "Bookmark This Tab…", "Bookmark All Tabs…"] },
    { title: "Profiles", items: ["Edit…", "Add Profile…"] },
    { title: "Tab", items: ["Select Next Tab", "Select Previous Tab", "Duplicate Tab", "Pin Tab"] },
  ];
}

/**
 * An app's menu bar, as its accessibility tree shows it: the standard menus (Chrome's own among them), with
 * the items a desktop file adds (a simulator field of the snapshot: `apps[].menus`, items by menu title).
 */
export function menuBarOf(desktop: SimDesktop, app: string): SimMenu[] {
  const menus = standardMenus(app);
  if (app === CHROME) menus.splice(5, 0, ...chromeMenus(desktop));
  for (const [title, items] of Object.entries(desktop.app(app)?.menus ?? {})) {
    const menu = menus.find((m) => m.title === title);
    if (menu) menu.items = [...menu.items, ...items];
    else menus.splice(menus.length - 2, 0, { title, items: [...items] });
  }
  return menus;
}

/** The menu bar's frame: the top of the primary screen, above its usable frame. */
export function menuBarFrame(desktop: SimDesktop) {
  const { fullFrame, frame } = desktop.primary;
  return { x: fullFrame.x, y: fullFrame.y, w: fullFrame.w, h: frame.y - fullFrame.y };
}

/** A node of an app's menu bar in its accessibility tree: the bar, a menu's title in it, the menu, an item. */
export type MenuNode =
  | { kind: "menuBar"; app: string }
  | { kind: "menuBarItem" | "menu"; app: string; menu: number }
  | { kind: "menuItem"; app: string; menu: number; item: number };

/** Points across the bar each menu title takes (the simulator's stand-in for its text's width). */
const TITLE_WIDTH = 70;

/** A menu node's attribute as hs.axuielement gives it; a closed menu and its items have no frame. */
export function menuAttribute(desktop: SimDesktop, node: MenuNode, name: string): unknown {
  const bar = menuBarFrame(desktop);
  if (node.kind === "menuBar") return { AXRole: "AXMenuBar", AXFrame: bar }[name];
  const menu = menuBarOf(desktop, node.app)[node.menu];
  if (node.kind === "menu") return { AXRole: "AXMenu" }[name];
  if (node.kind === "menuItem") return { AXRole: "AXMenuItem", AXTitle: menu?.items[node.item] }[name];
  const frame = { x: bar.x + 10 + node.menu * TITLE_WIDTH, y: bar.y, w: TITLE_WIDTH, h: bar.h };
  return { AXRole: "AXMenuBarItem", AXTitle: menu?.title, AXFrame: frame }[name];
}

/** A menu node's children: the bar's titles, a title's menu, the menu's items. */
export function menuChildren(desktop: SimDesktop, node: MenuNode): MenuNode[] {
  const { app } = node;
  const menus = menuBarOf(desktop, app);
  if (node.kind === "menuBar") return menus.map((_, menu) => ({ kind: "menuBarItem", app, menu }));
  if (node.kind === "menuBarItem") return [{ kind: "menu", app, menu: node.menu }];
  if (node.kind === "menu")
    return (menus[node.menu]?.items ?? []).map((_, item) => ({ kind: "menuItem", app, menu: node.menu, item }));
  return [];
}

/** What pressing a menu's title or item does here: the press is kept, as the menu path (["Edit", "Paste"]). */
export function pressMenu(desktop: SimDesktop, node: MenuNode): boolean {
  if (node.kind !== "menuBarItem" && node.kind !== "menuItem") return false;
  const menu = menuBarOf(desktop, node.app)[node.menu];
  if (!menu) return false;
  desktop.content.menus.push(node.kind === "menuItem" ? [menu.title, menu.items[node.item]!] : [menu.title]);
  return true;
}
