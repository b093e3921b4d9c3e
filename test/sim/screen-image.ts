import type { SKRSContext2D } from "@napi-rs/canvas";
import { elementsOf, windowsBackToFront } from "./content.ts";
import type { SimDesktop, SimScreen, SimWindow } from "./desktop.ts";

/** Points of the title bar every window is drawn with, and of the primary screen's menu bar. */
const TITLE_BAR = 28;
const COLORS = { desktop: "#3a6ea5", menuBar: "#ececec", window: "#fafafa", titleBar: "#dcdcdc", text: "#1d1d1f" };

/** One thing drawn on a screen, in the screen's points from its top left. */
type Shape =
  | { kind: "fill"; color: string; x: number; y: number; w: number; h: number }
  | { kind: "outline"; color: string; x: number; y: number; w: number; h: number }
  | { kind: "text"; color: string; font: string; text: string; x: number; y: number; maxWidth: number };

/**
 * A screen as it was drawn at one moment: its size in pixels (points × its scale) and what was drawn on it, kept as
 * data so that it is drawn straight at the size an image of it is asked at (no full-size bitmap, nothing resampled),
 * and two pictures that show the same thing are seen to be the same (`key`).
 */
export interface ScreenPicture {
  width: number;
  height: number;
  scale: number;
  shapes: Shape[];
}

function windowShapes(win: SimWindow, origin: { x: number; y: number }): Shape[] {
  const { x, y, w, h } = win.frame;
  const [left, top] = [x - origin.x, y - origin.y];
  return [
    { kind: "fill", color: COLORS.window, x: left, y: top, w, h },
    { kind: "fill", color: COLORS.titleBar, x: left, y: top, w, h: Math.min(TITLE_BAR, h) },
    { kind: "outline", color: "#9a9a9a", x: left + 0.5, y: top + 0.5, w: w - 1, h: h - 1 },
    {
      kind: "text",
      color: COLORS.text,
      font: "13px sans-serif",
      text: `${win.app} — ${win.title}`.slice(0, 120),
      x: left + 80,
      y: top + 18,
      maxWidth: Math.max(0, w - 100),
    },
  ];
}

/** Each element as a labelled control: its frame outlined, its title (or value) written in it. */
function elementShapes(desktop: SimDesktop, win: SimWindow, origin: { x: number; y: number }): Shape[] {
  return elementsOf(desktop, win).flatMap(({ element, frame }): Shape[] => {
    const [left, top] = [frame.x - origin.x, frame.y - origin.y];
    const fill = element.link ? "#e8f0fe" : element.submit !== undefined ? "#ffffff" : "#f0f0f0";
    const label = element.value || element.title || element.description || "";
    return [
      { kind: "fill", color: fill, x: left, y: top, w: frame.w, h: frame.h },
      { kind: "outline", color: "#5f6368", x: left + 0.5, y: top + 0.5, w: frame.w - 1, h: frame.h - 1 },
      {
        kind: "text",
        color: COLORS.text,
        font: "12px sans-serif",
        text: label.slice(0, 80),
        x: left + 6,
        y: top + Math.min(frame.h - 4, 16),
        maxWidth: Math.max(0, frame.w - 12),
      },
    ];
  });
}

/** hs.alert's default style (alert.lua): 27-point white text in a box of 75 % black, padded by half the text size. */
const ALERT = { textSize: 27, lineHeight: 33, padding: 13.5, stroke: 2, charWidth: 14, gap: 3 };

/**
 * The alerts on a screen, oldest first, where alert.lua draws them: centred, the first at 35 % of the screen's height
 * and 55 points below (`h * (1 - 1 / 1.55) + 55`), each next one 3 points under the last.
 */
function alertShapes(texts: string[], fullFrame: { w: number; h: number }): Shape[] {
  let top = fullFrame.h * (1 - 1 / 1.55) + 55;
  return texts.flatMap((text): Shape[] => {
    const [w, h] = [text.length * ALERT.charWidth + ALERT.padding * 2 + ALERT.stroke, ALERT.lineHeight + 29];
    const [x, y] = [(fullFrame.w - w) / 2, top];
    top += h + ALERT.gap;
    const font = `${ALERT.textSize}px sans-serif`;
    return [
      { kind: "fill", color: "rgba(0, 0, 0, 0.75)", x, y, w, h },
      { kind: "outline", color: "#ffffff", x, y, w, h },
      { kind: "text", color: "#ffffff", font, text, x: x + ALERT.padding, y: y + h / 2 + 9, maxWidth: w },
    ];
  });
}

/**
 * A screen as its pixels show it (points × its scale): the desktop colour, the menu bar on the primary
 * screen, each window that reaches onto it as a titled rectangle with its elements (a Chrome
 * window: its active tab's page) as labelled controls, and the alerts shown on it over everything. What
 * CGDisplayCreateImage gives Hammerspoon's hs.screen:snapshot(), drawn from the simulated desktop.
 */
export function renderScreen(
  desktop: SimDesktop,
  screen: SimScreen,
  shown: { windows: boolean; alerts?: string[] } = { windows: true },
): ScreenPicture {
  const { fullFrame, frame, scale } = screen;
  const shapes: Shape[] = [{ kind: "fill", color: COLORS.desktop, x: 0, y: 0, w: fullFrame.w, h: fullFrame.h }];
  if (frame.y > fullFrame.y)
    shapes.push({ kind: "fill", color: COLORS.menuBar, x: 0, y: 0, w: fullFrame.w, h: frame.y - fullFrame.y });
  if (shown.windows)
    for (const win of windowsBackToFront(desktop))
      shapes.push(...windowShapes(win, fullFrame), ...elementShapes(desktop, win, fullFrame));
  shapes.push(...alertShapes(shown.alerts ?? [], fullFrame));
  return { width: Math.round(fullFrame.w * scale), height: Math.round(fullFrame.h * scale), scale, shapes };
}

/** Draws the picture onto `g`, whose transform places its pixels; nothing past the screen's edges shows. */
export function drawScreen(g: SKRSContext2D, picture: ScreenPicture): void {
  g.beginPath();
  g.rect(0, 0, picture.width, picture.height);
  g.clip();
  g.scale(picture.scale, picture.scale);
  g.lineWidth = 1;
  for (const shape of picture.shapes) {
    if (shape.kind === "fill") {
      g.fillStyle = shape.color;
      g.fillRect(shape.x, shape.y, shape.w, shape.h);
    } else if (shape.kind === "outline") {
      g.strokeStyle = shape.color;
      g.strokeRect(shape.x, shape.y, shape.w, shape.h);
    } else {
      g.fillStyle = shape.color;
      g.font = shape.font;
      g.fillText(shape.text, shape.x, shape.y, shape.maxWidth);
    }
  }
}
