import type { DesktopCommand } from "../../commands/index.ts";
import { asTyped, type Match, type Rule } from "../context.ts";
import { pattern } from "../pattern.ts";
import { clarify, plan, type Outcome } from "../outcome.ts";
import type { Snapshot } from "../../contract/index.ts";
import { matchApp } from "../../desktop/index.ts";
import { focusOn } from "./commands.ts";

const NAMED = pattern(
  String.raw`^(?:(?:activate|apply|use|load|restore|switch to|go to|open)\s+)?(?:the\s+|my\s+)?`,
  String.raw`(?:(preset|layout|workspace)\s+(?:called\s+|named\s+)?)?(.+?)(\s+`,
  String.raw`(?:preset|layout|workspace|arrangement|mode|setup))?$`,
);

const SAVE = pattern(
  String.raw`^save (?:(?:this|the|my)\s+)?(?:current\s+)?(?:window\s+)?`,
  String.raw`(?:layout|arrangement|setup|windows|workspace|this)`,
  String.raw`\s+as\s+(?:a\s+|the\s+)?(?:preset\s+)?(?:called\s+|named\s+)?["']?(.+?)["']?(?:\s+preset)?$`,
);

/** "save this layout as focus": the windows where they are now, as a preset of that name (as typed). */
const savePreset: Match<DesktopCommand> = (clause, ctx) => {
  const match = SAVE.exec(clause);
  // "save the layout as standup then activate the meeting preset": the name ends where the next step starts.
  if (!match || /(?:^|\s)(?:then|and then)\s|,/.test(match[1]!)) return undefined;
  if (/^(?:a |the )?(?:preset|layout|workspace|arrangement|setup|new one|one)$/.test(match[1]!))
    return clarify('what should the preset be called? Say "save this layout as <name>"');
  return plan([{ type: "save_preset", preset_name: asTyped(match[1]!, ctx) }]);
};

/** Why the presets the person saved are missing, when their file was kept aside: " (the presets file … )". */
const missing = (snapshot: { presetsUnavailable?: string | undefined }) =>
  snapshot.presetsUnavailable ? ` (${snapshot.presetsUnavailable})` : "";

const DELETE = pattern(
  String.raw`^(?:delete|remove|forget|drop)\s+(?:the\s+|my\s+)?(?:(?:preset|layout)\s+(?:called\s+|named\s+)?(.+)`,
  String.raw`|(.+?)\s+(?:preset|layout))$`,
);

/** "delete preset focus", "forget the focus layout": a preset by its exact name (the word preset or layout said). */
const deletePreset: Match<DesktopCommand> = (clause, { snapshot }) => {
  const match = DELETE.exec(clause);
  if (!match) return undefined;
  const name = (match[1] ?? match[2])!.replace(/^["']|["']$/g, "");
  const preset = snapshot.presets.find((p) => p.name.toLowerCase() === name);
  if (preset) return plan([{ type: "delete_preset", preset_name: preset.name }]);
  const names = snapshot.presets.map((p) => p.name);
  return clarify(
    `there is no preset "${name}"; presets: ${names.join(", ") || "none yet"}`,
    snapshot.presets.map((p) => ({
      label: `delete preset ${p.name}`,
      commands: [{ type: "delete_preset", preset_name: p.name }],
    })),
  );
};

const activate = (preset: string) => plan<DesktopCommand>([{ type: "activate_preset", preset_name: preset }]);

/** "open music" with a preset called music and the app Music: two targets of one word, so which is asked. */
function presetOrApp(preset: string, snapshot: Snapshot): Outcome<DesktopCommand> {
  const app = matchApp(preset.toLowerCase(), snapshot);
  const apps = app.kind === "app" ? [app.name] : app.kind === "ambiguous" ? app.names : [];
  if (apps.length === 0) return activate(preset);
  return clarify(`"${preset}" is a preset and the app ${apps.join(" or ")}: which one?`, [
    { label: `preset ${preset}`, commands: [{ type: "activate_preset", preset_name: preset }] },
    ...apps.map((name) => ({ label: `the app ${name}`, commands: [focusOn(name)] })),
  ]);
}

/** "code space", "activate the writing preset", "load preset focus": a preset by its exact name. */
const activatePreset: Match<DesktopCommand> = (clause, { snapshot }) => {
  const match = NAMED.exec(clause);
  if (!match) return undefined;
  const [, before, name, after] = match;
  const said = before ?? after;
  const preset = snapshot.presets.find((p) => p.name.toLowerCase() === name);
  if (preset) return said ? activate(preset.name) : presetOrApp(preset.name, snapshot);
  if (!said) return undefined;
  const names = snapshot.presets.map((p) => p.name);
  return clarify(
    `there is no preset "${name}"; presets: ${names.join(", ") || "none yet"}${missing(snapshot)}`,
    snapshot.presets.map((p) => ({
      label: `preset ${p.name}`,
      commands: [{ type: "activate_preset", preset_name: p.name }],
    })),
  );
};

/** Saving is tried first: a preset's name may be any words, "save ..." among them. */
export const PRESET_RULES: Rule<DesktopCommand>[] = [
  { precedence: "preset", verbs: ["save"], match: savePreset },
  { precedence: "preset", verbs: ["delete", "remove", "forget", "drop"], match: deletePreset },
  { precedence: "preset", verbs: ["activate", "apply", "use", "load", "switch", "go", "open"], match: activatePreset },
];
