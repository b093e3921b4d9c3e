import { join } from "node:path";
import * as z from "zod";
import { setting, type Agreement, type SettingsDisagreeing } from "../contract/index.ts";
import { readHomeJson } from "./json-file.ts";

/**
 * `<home>/config.json`: every field optional; what is left out takes these defaults; a key it does not name is
 * refused.
 */
export const Config = z.strictObject({
  approval: z
    .strictObject({
      closeTabsWithoutAsking: setting("closeTabsWithoutAsking")
        .default(1)
        .describe("Closing more tabs than this at once asks the person first"),
    })
    .prefault({}),
  agent: z
    .strictObject({
      maxIterations: setting("maxIterations").default(20).describe("Turns the vision loop may take"),
      timeoutSeconds: z.number().min(5).max(3600).default(300).describe("Wall-clock limit of one vision run"),
      actionDelay: setting("actionDelay")
        .default(0.5)
        .describe("Seconds to let the screen settle after an action before looking again (the minimum)"),
    })
    .prefault({}),
  budget: z
    .strictObject({
      maxUsdPerCommand: z
        .number()
        .positive()
        .optional()
        .describe("A vision run stops cleanly (errorType budget) before a call once it has spent this much"),
    })
    .prefault({}),
  audit: z
    .strictObject({
      maxBytes: z
        .number()
        .int()
        .min(10_000)
        .default(5_000_000)
        .describe("The audit log is rotated before it grows past this many bytes"),
      keep: z.number().int().min(1).max(9).default(3).describe("Rotated audit files kept"),
      logTypedText: z.boolean().default(false).describe("Keep typed text in the audit log (default: only its length)"),
    })
    .prefault({}),
  apps: z
    .strictObject({
      deny: z
        .array(z.string().trim().min(1))
        .max(100)
        .default([])
        .describe('Applications whose own tools are off ("Notes"): not offered to the model, refused if named'),
      askBeforeWrites: z
        .union([z.boolean(), z.array(z.string().trim().min(1)).max(100)])
        .default(false)
        .describe("Ask before an app's tool changes something (write tier): true for every app, or the apps' names"),
      spotify: z
        .strictObject({
          clientId: z
            .string()
            .trim()
            .min(1)
            .describe("The Client ID of your app at developer.spotify.com/dashboard (its owner needs Premium)"),
          clientSecret: z.string().trim().min(1).describe("Its Client secret"),
          accountsUrl: z.url().optional().describe("Another address for accounts.spotify.com (a proxy)"),
          apiUrl: z.url().optional().describe("Another address for api.spotify.com (a proxy)"),
          market: z
            .string()
            .regex(/^[A-Z]{2}$/, 'a country code of two capital letters, such as "DE"')
            .optional()
            .describe("Your Spotify account's country (ISO 3166-1 alpha-2): searches find what plays there"),
        })
        .optional()
        .describe("Spotify's Web API, for finding what to play in its catalogue (client-credentials flow)"),
    })
    .prefault({}),
  page: z
    .strictObject({
      executorModel: z
        .string()
        .trim()
        .min(1)
        .default("claude-haiku-4-5")
        .describe("The model that turns each approved page step into one page tool call"),
      screenshot: z
        .boolean()
        .default(false)
        .describe("Send one screenshot with the page's text when page steps are planned (default: the text only)"),
    })
    .prefault({}),
  vision: z
    .strictObject({
      normalizationRange: z
        .number()
        .int()
        .min(100)
        .max(10000)
        .optional()
        .describe("Ask findElement for a box in 0..range of the image (e.g. 1000) instead of pixels"),
      maxLongEdge: setting("maxLongEdge")
        .optional()
        .describe("Long edge in pixels of a screenshot sent to the model (default about 1280)"),
    })
    .prefault({}),
});
export type Config = z.infer<typeof Config>;

/** Compile-time proof that config.json's settings take the Spoon's ranges (spoon/src/contract/settings.ts). */
export const configRangesAgree: Agreement<{ [K in SettingsDisagreeing<typeof Config>]: "not built by setting(name)" }> =
  true;

export function loadConfig(home: string): Config {
  return readHomeJson(join(home, "config.json"), Config, () => Config.parse({}));
}

const named = (list: readonly string[], app: string) => list.some((name) => name.toLowerCase() === app.toLowerCase());

/** Whether config.json's `apps.deny` turns the app off: its tools, its data in the snapshot, page steps in it. */
export const isDenied = (app: string, config: Config): boolean => named(config.apps.deny, app);

/** Whether the person asked to be asked before the app's write-tier tools run (`apps.askBeforeWrites`). */
export function asksBeforeWrites(app: string, config: Config): boolean {
  const ask = config.apps.askBeforeWrites;
  return typeof ask === "boolean" ? ask : named(ask, app);
}

/** What a denied app's command is told, naming the app and where to allow it. */
export const deniedMessage = (app: string): string =>
  `the tools of ${app} are turned off ("apps.deny" lists "${app}": ` +
  "config.json's, or the menu bar's Settings › Apps): " +
  `allow ${app} in the menu bar's Settings › Apps, or remove it from config.json's "apps.deny", to use them; ` +
  "nothing was changed";
