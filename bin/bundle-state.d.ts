import type { Stats } from "node:fs";

/** What bin/hs-claude.js runs from the folder `root`: the bundle, the sources (saying why), or nothing (saying why). */
export function bundleState(
  root: string,
): { kind: "bundle"; bundle: string; built: Stats } | { kind: "sources" | "missing"; why: string };
