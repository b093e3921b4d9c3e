import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DESKTOPS } from "../../support/index.ts";

export const RESULTS = "https://www.youtube.com/results?search_query=cooking+videos";
export const FIRST = "https://www.youtube.com/watch?v=first1";
/** A result below the window's bottom: reached by scrolling. */
export const THIRD = "https://www.youtube.com/watch?v=third3";

/** dev-dual with YouTube in the focused Chrome window (101) and the pages a search goes through (`pages`). */
export function youtubeDesktop(window?: { x: number; y: number; w: number; h: number }) {
  const desktop = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  const tab = desktop.tabs.find((t: { id: number }) => t.id === 7039);
  Object.assign(tab, { url: "https://www.youtube.com/", title: "YouTube", domain: "youtube.com" });
  if (window) desktop.windows.find((w: { id: number }) => w.id === 101).frame = window;
  // Its pages are not scripted (JavaScript from Apple Events off): the task goes by the screen, unplanned by page.
  desktop.sim = { ...desktop.sim, javascriptFromAppleEvents: false };
  desktop.pages = {
    "https://www.youtube.com/": {
      title: "YouTube",
      elements: [
        {
          role: "AXTextField",
          title: "Search",
          frame: { x: 300, y: 90, w: 600, h: 40 },
          submit: "https://www.youtube.com/results?search_query={value}",
        },
        { role: "AXButton", title: "Sign out", frame: { x: 1400, y: 40, w: 120, h: 30 } },
      ],
    },
    [RESULTS]: {
      title: "cooking videos - YouTube",
      elements: [
        { role: "AXLink", title: "15 Easy Dinners", frame: { x: 200, y: 180, w: 420, h: 240 }, link: FIRST, ax: false },
        {
          role: "AXLink",
          title: "Knife Skills",
          frame: { x: 200, y: 460, w: 420, h: 240 },
          link: "https://www.youtube.com/watch?v=second2",
        },
        { role: "AXLink", title: "Late Night Ramen", frame: { x: 200, y: 1500, w: 420, h: 240 }, link: THIRD },
      ],
    },
    [FIRST]: { title: "15 Easy Dinners - YouTube", elements: [] },
  };
  return desktop;
}
