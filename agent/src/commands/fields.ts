import * as z from "zod";
import { wellFormedText } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";

/** The `type` of a command: the contract's snake_case name. */
export const commandType = <T extends string>(type: T) => z.literal(type).describe(`Always "${type}"`);

/** An app named exactly as it is running or installed (checked against the desktop before anything runs). */
export const AppName = z
  .string()
  .trim()
  .min(1, "app_name must not be empty")
  .max(256, "app_name must be at most 256 characters")
  .check(wellFormedText())
  .describe('Exact name of a running or installed app, as listed in the context (e.g. "Google Chrome")');

/** A URL as a person or the model gives it (normalized before it opens: web/normalizeUrl). */
export const UrlText = z
  .string()
  .trim()
  .min(1, "url must not be empty")
  .max(8192, "url must be at most 8 KiB (8192 characters)")
  .check(wellFormedText())
  .describe('A URL, a domain, or a bare site name such as "youtube"');

/** A preset's name: shown on a line of its own and kept in presets.json, so one line of plain text. */
export const PresetName = z
  .string()
  .trim()
  .min(1, "preset_name must not be empty")
  .max(256, "preset_name must be at most 256 characters")
  .refine(
    (name) => plainLine(name) === name,
    "preset_name must be one line of plain text: no line breaks, tabs, escape sequences or other control characters",
  );
