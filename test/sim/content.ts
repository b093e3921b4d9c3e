import type { SimDesktop, SimElement, SimPage, SimWindow } from "./desktop.ts";

export type { SimElement, SimPage } from "./desktop.ts";

type Frame = { x: number; y: number; w: number; h: number };

/** An element as it is on screen now: its frame in global points, and the window it is in. */
export interface PlacedElement {
  element: SimElement;
  frame: Frame;
  window: SimWindow;
}

const contains = (f: Frame, p: { x: number; y: number }) =>
  p.x >= f.x && p.x < f.x + f.w && p.y >= f.y && p.y < f.y + f.h;

/** Windows on screen, back to front: the focused one last (the simulated desktop keeps no other order). */
export function windowsBackToFront(desktop: SimDesktop): SimWindow[] {
  const shown = desktop.windows.filter((w) => !w.minimized && !desktop.app(w.app)?.hidden);
  const focused = shown.filter((w) => w.id === desktop.focusedWindowId);
  return [...shown.filter((w) => w.id !== desktop.focusedWindowId), ...focused];
}

/** The page Chrome shows in a window: its active tab's, an empty one titled by the host when the URL has none. */
export function pageOf(
  desktop: SimDesktop,
  window: SimWindow,
): { url: string; tabId: number; page: SimPage } | undefined {
  const chromeWindow = desktop.chrome.findWindow(window.id);
  const tab = chromeWindow?.tabs[chromeWindow.activeTabIndex - 1];
  if (!tab) return undefined;
  const page = desktop.content.pages.get(tab.url) ?? {
    title: URL.canParse(tab.url) ? new URL(tab.url).host : tab.url,
    elements: [],
  };
  return { url: tab.url, tabId: tab.id, page };
}

/** A tab goes to `url` and shows its page (titled by the desktop file, else by its host), scrolled to the top. */
export function navigateTab(desktop: SimDesktop, tabId: number, url: string): void {
  const chrome = desktop.chrome;
  const windowId = chrome.findTab(tabId)?.window.id;
  if (windowId !== undefined) desktop.content.scrolled.delete(windowId);
  chrome.setTabUrl(tabId, url);
  chrome.finishLoading(tabId, desktop.content.pages.get(url)?.title);
  desktop.content.focusedField = undefined;
}

/** Every element of a window with its frame in global points, parents before children. */
export function elementsOf(desktop: SimDesktop, window: SimWindow): PlacedElement[] {
  const page = pageOf(desktop, window);
  const roots = page ? page.page.elements : (desktop.content.windowElements.get(window.id) ?? []);
  const scrolled = page ? (desktop.content.scrolled.get(window.id) ?? 0) : 0;
  const offset = page ? { x: window.frame.x, y: window.frame.y - scrolled } : { x: 0, y: 0 };
  const placed: PlacedElement[] = [];
  const walk = (element: SimElement) => {
    const f = element.frame;
    placed.push({ element, window, frame: { x: f.x + offset.x, y: f.y + offset.y, w: f.w, h: f.h } });
    for (const child of element.children ?? []) walk(child);
  };
  for (const root of roots) walk(root);
  return placed;
}

/** What is under a point: the topmost window there, and the deepest element of it there (if any). */
export function hitTest(
  desktop: SimDesktop,
  point: { x: number; y: number },
): { window?: SimWindow; element?: PlacedElement } {
  const window = windowsBackToFront(desktop)
    .reverse()
    .find((w) => contains(w.frame, point));
  if (!window) return {};
  const under = elementsOf(desktop, window).filter((placed) => contains(placed.frame, point));
  return { window, element: under.at(-1) };
}

/** A page's search template with the typed value, URL-encoded with `+` for spaces, as a search form submits it. */
export function submitted(template: string, value: string): string {
  return template.replace("{value}", encodeURIComponent(value).replace(/%20/g, "+"));
}

export const isTextField = (element: SimElement) =>
  element.submit !== undefined || ["AXTextField", "AXSearchField", "AXTextArea", "AXComboBox"].includes(element.role);

/** Points one line of scrolling moves a page (a wheel notch). */
export const LINE_POINTS = 40;

/** Scrolls the page in the window under `point` by `lines` (positive: down), within the page's length. */
export function scrollAt(desktop: SimDesktop, point: { x: number; y: number }, lines: number): void {
  const { window } = hitTest(desktop, point);
  if (!window || !pageOf(desktop, window)) return;
  const before = desktop.content.scrolled.get(window.id) ?? 0;
  const bottom = Math.max(
    0,
    ...elementsOf(desktop, window).map((p) => p.frame.y + before + p.frame.h - window.frame.y),
  );
  const most = Math.max(0, bottom - window.frame.h);
  desktop.content.scrolled.set(window.id, Math.min(most, Math.max(0, before + lines * LINE_POINTS)));
}
