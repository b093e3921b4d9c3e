import type { Snapshot } from "../contract/index.ts";
import { boundsOf, formatBounds } from "../geometry/index.ts";
import { plainLine } from "../util/index.ts";

/**
 * What changed between two snapshots, one line each, as a person would check it: windows moved or
 * resized (frame by frame), apps started, quit, hidden or shown, the app in front, tabs closed, opened, gone to
 * another page or come to the front.
 * Names, titles and URLs are the desktop's: each is one line of plain text.
 */
export function describeChanges(before: Snapshot, after: Snapshot): string[] {
  return changes(plainSnapshot(before), plainSnapshot(after));
}

/** The names, titles and URLs the lines quote, as plain lines. */
function plainSnapshot(snapshot: Snapshot): Snapshot {
  return {
    ...snapshot,
    apps: snapshot.apps.map((app) => ({ ...app, name: plainLine(app.name) })),
    windows: snapshot.windows.map((win) => ({ ...win, app: plainLine(win.app), title: plainLine(win.title) })),
    tabs: snapshot.tabs.map((tab) => ({
      ...tab,
      title: plainLine(tab.title),
      domain: plainLine(tab.domain),
      url: plainLine(tab.url),
    })),
  };
}

function changes(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const win of after.windows) {
    const was = before.windows.find((w) => w.id === win.id);
    if (!was) lines.push(`${win.app} opened a window at ${formatBounds(boundsOf(win.frame))}`);
    else if (formatBounds(boundsOf(was.frame)) !== formatBounds(boundsOf(win.frame))) {
      const from = formatBounds(boundsOf(was.frame));
      lines.push(`${win.app} "${win.title}": ${from} → ${formatBounds(boundsOf(win.frame))}`);
    }
  }
  const names = (s: Snapshot) => new Set(s.apps.map((a) => a.name));
  for (const app of after.apps) if (!names(before).has(app.name)) lines.push(`${app.name} started`);
  for (const app of before.apps) if (!names(after).has(app.name)) lines.push(`${app.name} quit`);
  for (const app of after.apps) {
    const was = before.apps.find((a) => a.name === app.name);
    if (was && was.hidden !== app.hidden) lines.push(`${app.name} ${app.hidden ? "hidden" : "shown"}`);
  }
  const front = (s: Snapshot) => s.apps.find((a) => a.frontmost)?.name;
  if (front(before) !== front(after) && front(after)) lines.push(`${front(after)} is in front`);
  return [...lines, ...tabChanges(before, after)];
}

/** Tabs closed and opened, a tab that went to another page, and the tab that came to the front of its window. */
function tabChanges(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  const ids = (s: Snapshot) => new Set(s.tabs.map((t) => t.id));
  for (const tab of before.tabs) if (!ids(after).has(tab.id)) lines.push(`tab closed: ${tab.title} (${tab.domain})`);
  for (const tab of after.tabs) {
    const was = before.tabs.find((t) => t.id === tab.id);
    if (!was) lines.push(`tab opened: ${tab.url}`);
    else if (was.url !== tab.url) lines.push(`tab navigated: ${was.url} → ${tab.url}`);
    if (tab.active && was?.active === false) lines.push(`tab in front: ${tab.title} (${tab.domain})`);
  }
  return lines;
}
