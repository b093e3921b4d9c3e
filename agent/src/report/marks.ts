/** What the report draws on a screenshot for an action, in the screenshot's own pixels. */
export type Mark =
  | { kind: "point"; x: number; y: number; label: string }
  | { kind: "drag"; from: [number, number]; to: [number, number]; label: string }
  | { kind: "box"; x1: number; y1: number; x2: number; y2: number; label: string };

const POINTED = new Set([
  "left_click",
  "right_click",
  "middle_click",
  "double_click",
  "triple_click",
  "mouse_move",
  "left_mouse_down",
  "left_mouse_up",
  "scroll",
]);

const pair = (value: unknown): [number, number] | undefined =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === "number" && Number.isFinite(n))
    ? [value[0] as number, value[1] as number]
    : undefined;

/** The mark for one action of the computer tool (its input as the model gave it); none for keys and waits. */
export function markOf(input: unknown, n: number): Mark | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const action = input as { action?: unknown; coordinate?: unknown; start_coordinate?: unknown; region?: unknown };
  const name = String(action.action ?? "");
  const label = `${n}`;
  const at = pair(action.coordinate);
  if (name === "left_click_drag") {
    const from = pair(action.start_coordinate);
    return from && at ? { kind: "drag", from, to: at, label } : undefined;
  }
  if (name === "zoom" && Array.isArray(action.region) && action.region.length === 4) {
    const [x1, y1, x2, y2] = action.region as number[];
    if ([x1, y1, x2, y2].every((v) => typeof v === "number" && Number.isFinite(v)))
      return { kind: "box", x1: x1!, y1: y1!, x2: x2!, y2: y2!, label };
  }
  return POINTED.has(name) && at ? { kind: "point", x: at[0], y: at[1], label } : undefined;
}

/** The marks as SVG over an image of `w` × `h` pixels (the overlay's viewBox), so they scale with it. */
export function marksSvg(marks: Mark[], w: number, h: number): string {
  const r = Math.max(8, Math.round(Math.min(w, h) / 60));
  const shapes = marks.map((mark) => {
    if (mark.kind === "point")
      return (
        `<circle class="mark" cx="${mark.x}" cy="${mark.y}" r="${r}"/>` +
        `<circle class="dot" cx="${mark.x}" cy="${mark.y}" r="${Math.max(2, r / 4)}"/>` +
        `<text x="${mark.x + r + 2}" y="${mark.y - r}">${mark.label}</text>`
      );
    if (mark.kind === "drag") {
      const [x1, y1] = mark.from;
      const [x2, y2] = mark.to;
      return (
        `<line class="mark" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>` +
        `<circle class="dot" cx="${x2}" cy="${y2}" r="${Math.max(2, r / 4)}"/>` +
        `<text x="${x2 + r}" y="${y2 - r}">${mark.label}</text>`
      );
    }
    const [x, y, bw, bh] = [mark.x1, mark.y1, mark.x2 - mark.x1, mark.y2 - mark.y1];
    const box = `<rect class="mark" x="${x}" y="${y}" width="${bw}" height="${bh}"/>`;
    return `${box}<text x="${x}" y="${y - 4}">${mark.label}</text>`;
  });
  return `<svg class="marks" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">${shapes.join("")}</svg>`;
}
