import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { SimDesktop, SimScreen, SimWindow } from "./desktop.ts";

/** Points of the title bar every window is drawn with, and of the primary screen's menu bar. */
const TITLE_BAR = 28;
const COLORS = { desktop: "#3a6ea5", menuBar: "#ececec", window: "#fafafa", titleBar: "#dcdcdc", text: "#1d1d1f" };

/** Windows on screen, back to front: the focused one last (the simulated desktop keeps no other order). */
function visibleWindows(desktop: SimDesktop): SimWindow[] {
  const shown = desktop.windows.filter((w) => !w.minimized && !desktop.app(w.app)?.hidden);
  const focused = shown.filter((w) => w.id === desktop.focusedWindowId);
  return [...shown.filter((w) => w.id !== desktop.focusedWindowId), ...focused];
}

function drawWindow(g: SKRSContext2D, win: SimWindow, origin: { x: number; y: number }) {
  const { x, y, w, h } = win.frame;
  const [left, top] = [x - origin.x, y - origin.y];
  g.fillStyle = COLORS.window;
  g.fillRect(left, top, w, h);
  g.fillStyle = COLORS.titleBar;
  g.fillRect(left, top, w, Math.min(TITLE_BAR, h));
  g.strokeStyle = "#9a9a9a";
  g.lineWidth = 1;
  g.strokeRect(left + 0.5, top + 0.5, w - 1, h - 1);
  g.fillStyle = COLORS.text;
  g.font = "13px sans-serif";
  g.fillText(`${win.app} — ${win.title}`.slice(0, 120), left + 80, top + 18, Math.max(0, w - 100));
}

/**
 * A screen as its pixels show it (points × its scale): the desktop colour, the menu bar on the primary
 * screen, and each window that reaches onto it as a titled rectangle. What CGDisplayCreateImage gives
 * Hammerspoon's hs.screen:snapshot(), drawn from the simulated desktop.
 */
export function renderScreen(desktop: SimDesktop, screen: SimScreen, shown = { windows: true }): Canvas {
  const { fullFrame, frame, scale } = screen;
  const canvas = createCanvas(Math.round(fullFrame.w * scale), Math.round(fullFrame.h * scale));
  const g = canvas.getContext("2d");
  g.scale(scale, scale);
  g.fillStyle = COLORS.desktop;
  g.fillRect(0, 0, fullFrame.w, fullFrame.h);
  if (frame.y > fullFrame.y) {
    g.fillStyle = COLORS.menuBar;
    g.fillRect(0, 0, fullFrame.w, frame.y - fullFrame.y);
  }
  if (shown.windows) for (const win of visibleWindows(desktop)) drawWindow(g, win, fullFrame);
  return canvas;
}
