import type { Rule } from "../context.ts";
import { pattern } from "../pattern.ts";
import { clarify, plan } from "../outcome.ts";

const NAMED = pattern(
  String.raw`^(?:(?:activate|apply|use|load|restore|switch to|go to|open)\s+)?(?:the\s+|my\s+)?(.+?)(\s+`,
  String.raw`(?:preset|layout|workspace|arrangement))?$`,
);

/** "code space", "activate the writing preset", "focus preset": a preset by its exact name. */
export const presetRule: Rule = (clause, { snapshot }) => {
  const match = NAMED.exec(clause);
  if (!match) return undefined;
  const [, name, said] = match;
  const preset = snapshot.presets.find((p) => p.name.toLowerCase() === name);
  if (preset) return plan([{ type: "activate_preset", preset_name: preset.name }]);
  if (!said) return undefined;
  const names = snapshot.presets.map((p) => p.name);
  return clarify(
    `there is no preset "${name}"; presets: ${names.join(", ") || "none yet"}`,
    snapshot.presets.map((p) => ({
      label: `preset ${p.name}`,
      commands: [{ type: "activate_preset", preset_name: p.name }],
    })),
  );
};
