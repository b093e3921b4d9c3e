import type { Canvas, SKRSContext2D } from "@napi-rs/canvas";
import { createCanvas } from "./canvas.ts";
import { elementsOf, windowsBackToFront } from "./content.ts";
import type { SimDesktop, SimScreen, SimWindow } from "./desktop.ts";

/** Points of the title bar every window is drawn with, and of the primary screen's menu bar. */
const TITLE_BAR = 28;
const COLORS = { desktop: "#3a6ea5", menuBar: "#ececec", window: "#fafafa", titleBar: "#dcdcdc", text: "#1d1d1f" };

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

/** Each element as a labelled control: its frame outlined, its title (or value) written in it. */
function drawElements(g: SKRSContext2D, desktop: SimDesktop, win: SimWindow, origin: { x: number; y: number }) {
  for (const { element, frame } of elementsOf(desktop, win)) {
    const [left, top] = [frame.x - origin.x, frame.y - origin.y];
    g.fillStyle = element.link ? "#e8f0fe" : element.submit !== undefined ? "#ffffff" : "#f0f0f0";
    g.fillRect(left, top, frame.w, frame.h);
    g.strokeStyle = "#5f6368";
    g.strokeRect(left + 0.5, top + 0.5, frame.w - 1, frame.h - 1);
    g.fillStyle = COLORS.text;
    g.font = "12px sans-serif";
    const label = element.value || element.title || element.description || "";
    g.fillText(label.slice(0, 80), left + 6, top + Math.min(frame.h - 4, 16), Math.max(0, frame.w - 12));
  }
}

/**
 * A screen as its pixels show it (points × its scale): the desktop colour, the menu bar on the primary
 * screen, and each window that reaches onto it as a titled rectangle with its elements (a Chrome
 * window: its active tab's page) as labelled controls. What CGDisplayCreateImage gives
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
  if (shown.windows)
    for (const win of windowsBackToFront(desktop)) {
      drawWindow(g, win, fullFrame);
      drawElements(g, desktop, win, fullFrame);
    }
  return canvas;
}
