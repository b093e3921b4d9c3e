import type * as z from "zod";
import { activatePreset } from "./activate-preset.ts";
import { clickElement } from "./click-element.ts";
import { closeApp } from "./close-app.ts";
import { deletePreset } from "./delete-preset.ts";
import { focusApp } from "./focus-app.ts";
import { hideApp } from "./hide-app.ts";
import { listApps } from "./list-apps.ts";
import { placeApp } from "./place-app.ts";
import { pressKey } from "./press-key.ts";
import { query } from "./query.ts";
import { restoreWorkspace } from "./restore-workspace.ts";
import { savePreset } from "./save-preset.ts";
import { scroll } from "./scroll.ts";
import { typeText } from "./type-text.ts";
import { undo } from "./undo.ts";
import { wait } from "./wait.ts";

/**
 * The desktop's own commands, one line each: apps and windows, presets, questions, the UI steps, undo.
 * Each application brings its own (apps/); the registry (registry/) lists them all.
 */
export const DESKTOP_COMMANDS = [
  listApps,
  focusApp,
  placeApp,
  closeApp,
  hideApp,
  activatePreset,
  savePreset,
  deletePreset,
  query,
  clickElement,
  typeText,
  pressKey,
  scroll,
  wait,
  undo,
  restoreWorkspace,
] as const;

/** A command of the desktop's own, as its schema makes it. */
export type DesktopCommand = z.infer<(typeof DESKTOP_COMMANDS)[number]["schema"]>;
