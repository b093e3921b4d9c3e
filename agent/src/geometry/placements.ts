import type { Bounds, Rect } from "./rect.ts";

type Edge = readonly [number, number];
type Span = readonly [Edge, Edge];
const ALL: Span = [
  [0, 1],
  [1, 1],
];
const FIRST_HALF: Span = [
  [0, 1],
  [1, 2],
];
const SECOND_HALF: Span = [
  [1, 2],
  [1, 1],
];

/** Named placements as data: the spans of the frame they cover, across and down. */
export const PLACEMENTS: Record<string, { across: Span; down: Span }> = {
  "left half": { across: FIRST_HALF, down: ALL },
  "right half": { across: SECOND_HALF, down: ALL },
  "top half": { across: ALL, down: FIRST_HALF },
  "bottom half": { across: ALL, down: SECOND_HALF },
  "left third": {
    across: [
      [0, 1],
      [1, 3],
    ],
    down: ALL,
  },
  "middle third": {
    across: [
      [1, 3],
      [2, 3],
    ],
    down: ALL,
  },
  "right third": {
    across: [
      [2, 3],
      [1, 1],
    ],
    down: ALL,
  },
  "left two thirds": {
    across: [
      [0, 1],
      [2, 3],
    ],
    down: ALL,
  },
  "right two thirds": {
    across: [
      [1, 3],
      [1, 1],
    ],
    down: ALL,
  },
  "top left quarter": { across: FIRST_HALF, down: FIRST_HALF },
  "top right quarter": { across: SECOND_HALF, down: FIRST_HALF },
  "bottom left quarter": { across: FIRST_HALF, down: SECOND_HALF },
  "bottom right quarter": { across: SECOND_HALF, down: SECOND_HALF },
  maximize: { across: ALL, down: ALL },
};

/** Other ways to say the same placements. */
const SYNONYMS: Record<string, string> = {
  "upper half": "top half",
  "lower half": "bottom half",
  "center third": "middle third",
  "centre third": "middle third",
  "left 2/3": "left two thirds",
  "right 2/3": "right two thirds",
  "left 1/3": "left third",
  "right 1/3": "right third",
  "left 1/2": "left half",
  "right 1/2": "right half",
  "whole screen": "maximize",
  "entire screen": "maximize",
  "left side": "left half",
  "right side": "right half",
  "top side": "top half",
  "bottom side": "bottom half",
  maximized: "maximize",
  // British spelling.
  maximise: "maximize",
  maximised: "maximize",
  max: "maximize",
  "full screen": "maximize",
  fullscreen: "maximize",
  full: "maximize",
};
for (const corner of ["top left", "top right", "bottom left", "bottom right"]) {
  SYNONYMS[`${corner} corner`] = `${corner} quarter`;
  SYNONYMS[corner] = `${corner} quarter`;
  SYNONYMS[`${corner.replace(" ", "-")} quarter`] = `${corner} quarter`;
  SYNONYMS[`${corner.replace(" ", "-")} corner`] = `${corner} quarter`;
  const upper = corner.replace("top", "upper").replace("bottom", "lower");
  SYNONYMS[`${upper} quarter`] = `${corner} quarter`;
  SYNONYMS[upper] = `${corner} quarter`;
  SYNONYMS[`${upper} corner`] = `${corner} quarter`;
}

/** The canonical placement a phrase names, if it names one. */
export function placementName(phrase: string): string | undefined {
  const text = phrase.trim().replace(/^(?:the|a)\s+/, "");
  if (PLACEMENTS[text]) return text;
  return SYNONYMS[text];
}

/** Every phrase that names a placement, longest first, for building patterns. */
export const PLACEMENT_PHRASES = [...Object.keys(PLACEMENTS), ...Object.keys(SYNONYMS)].sort(
  (a, b) => b.length - a.length,
);

const at = (origin: number, size: number, [n, d]: Edge) => origin + Math.floor((size * n) / d);

/** Exact integer bounds [l, t, r, b] of a named placement on a screen's usable frame, by floor division. */
export function namedBounds(frame: Rect, name: string): Bounds {
  const { across, down } = PLACEMENTS[name]!;
  return [
    at(frame.x, frame.w, across[0]),
    at(frame.y, frame.h, down[0]),
    at(frame.x, frame.w, across[1]),
    at(frame.y, frame.h, down[1]),
  ];
}

/** W×H centered on the frame, clamped to it. */
export function sizedBounds(frame: Rect, width: number, height: number): Bounds {
  const w = Math.min(width, frame.w);
  const h = Math.min(height, frame.h);
  const l = frame.x + Math.floor((frame.w - w) / 2);
  const t = frame.y + Math.floor((frame.h - h) / 2);
  return [l, t, l + w, t + h];
}
