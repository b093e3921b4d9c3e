// The desktops the players' planner tests are said on: dev-dual (Spotify running, Music installed) with the players
// that run changed, and the offline planner's answer on them.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Snapshot } from "../../agent/src/contract/index.ts";
import { planOffline } from "../../agent/src/registry/index.ts";
import { DESKTOPS } from "./index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const PLAYER_APPS = [
  { name: "Music", bundleID: "com.apple.Music" },
  { name: "Spotify", bundleID: "com.spotify.client" },
];

/** dev-dual with exactly the players `running` running (both stay installed), or with none installed. */
export function desktopWith(running: ("Music" | "Spotify")[], installed = true): Snapshot {
  const others = dual.apps.filter((app) => !PLAYER_APPS.some((p) => p.name === app.name));
  const players = PLAYER_APPS.filter((p) => running.includes(p.name as "Music" | "Spotify"));
  return Snapshot.parse({
    ...dual,
    apps: [...others, ...players.map((p) => ({ ...p, running: true, frontmost: false, hidden: false }))],
    installedApps: dual.installedApps.filter((app) => installed || !PLAYER_APPS.some((p) => p.name === app.name)),
  });
}

/** Asserts the planner plans exactly `expected` for `text` on `snapshot`. */
export function plansAs(text: string, expected: object[], snapshot: Snapshot): void {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
  assert.deepEqual(envelope.commands, expected, `the commands planned for "${text}"`);
}

/** Asserts the planner plans nothing for `text`: it asks, or defers; the choices it offers, as commands. */
export function plansNothing(text: string, snapshot: Snapshot): object[][] {
  const envelope = planOffline(text, snapshot);
  assert.deepEqual(envelope.commands, [], `"${text}" planned ${JSON.stringify(envelope.commands)}`);
  assert.equal(envelope.needs_clarification, true, `"${text}" neither planned nor asked`);
  return (envelope.candidates ?? []).map((candidate) => candidate.commands);
}
