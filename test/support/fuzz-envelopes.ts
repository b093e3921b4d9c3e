import fc from "fast-check";

type Command = { type: string } & Record<string, unknown>;

/** The distinct commands of `candidates` that `isValid` accepts: the commands mutations start from. */
export function validCommands(candidates: object[], isValid: (value: unknown, position: number) => boolean): Command[] {
  const seen = new Map<string, Command>();
  for (const candidate of candidates)
    if (isValid(candidate, 0)) seen.set(JSON.stringify(candidate), candidate as Command);
  return [...seen.values()];
}

let deep: unknown = "bottom";
for (let level = 0; level < 40; level++) deep = level % 2 ? [deep] : { deeper: deep };
/** The code points that are no surrogate halves: fast-check's "binary" string unit. */
const SURROGATES = { from: 0xd800, count: 0x800 };
const codePoint = (index: number) => String.fromCodePoint(index < SURROGATES.from ? index : index + SURROGATES.count);
const indexOf = (text: unknown): number => {
  const point = typeof text === "string" ? text.codePointAt(0) : undefined;
  if (point === undefined || String.fromCodePoint(point) !== text) throw new Error("not one code point");
  return point < SURROGATES.from ? point : point - SURROGATES.count;
};
/**
 * Any code point, as fast-check's `unit: "binary"` gives, but told how to read a character back: its own unit builds
 * a table of all 1.1 million code points the first time a string of it is made, a second of CPU in each process.
 */
const ANY_CODE_POINT = fc.integer({ min: 0, max: 0x10ffff - SURROGATES.count }).map(codePoint, indexOf);
/** Text of any code points (no surrogate halves), at most `maxLength` of them. */
export const anyCodePoints = (maxLength: number) => fc.string({ unit: ANY_CODE_POINT, maxLength });

const HUGE = "x".repeat(200_000);

/** Values that are valid in no field: wrong types, huge or odd text, numbers JSON cannot say, deep nesting. */
export const ODD_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53 + 1, 1e308, -1e-308, null, undefined, true, false),
  fc.constantFrom("", " ", "\u0000", "\u202e\u200b", "🖥️‍🔥", HUGE, deep, [], {}, [[[]]]),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  anyCodePoints(40),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * One object changed (a command, a message): a field dropped, replaced by an odd value, an extra field, its type
 * renamed, a field wrapped in a list, or the whole replaced.
 */
export function mutated(seed: { type: string } & Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(seed);
  const fields = keys.filter((key) => key !== "type");
  const without = (key: string) => Object.fromEntries(Object.entries(seed).filter(([k]) => k !== key));
  return fc.oneof(
    fc.constantFrom(...keys).map(without),
    fc.tuple(fc.constantFrom(...keys), ODD_VALUE).map(([key, value]) => ({ ...seed, [key]: value })),
    fc
      .tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constant(HUGE)), ODD_VALUE)
      .map(([key, value]) => ({ ...seed, [key]: value })),
    fc.string({ unit: "grapheme", maxLength: 20 }).map((type) => ({ ...seed, type })),
    fields.length ? fc.constantFrom(...fields).map((key) => ({ ...seed, [key]: [seed[key]] })) : fc.constant(seed),
    ODD_VALUE,
  );
}

/** A near-valid envelope: valid commands around one mutated command, or a valid plan with its frame broken. */
export function nearValidEnvelope(
  seeds: Command[],
): fc.Arbitrary<{ envelope: unknown; mutated: "command" | "frame"; where: number }> {
  const valid = fc.array(fc.constantFrom(...seeds), { maxLength: 3 });
  const inCommand = fc.tuple(valid, fc.constantFrom(...seeds).chain(mutated), valid).map(([before, bad, after]) => ({
    envelope: { commands: [...before, bad, ...after], needs_clarification: false, clarification_reason: null },
    mutated: "command" as const,
    where: before.length,
  }));
  const frames = fc.tuple(valid, fc.constantFrom("commands", "needs_clarification", "clarification_reason"), ODD_VALUE);
  const inFrame = frames.map(([commands, key, value]) => ({
    envelope: { commands, needs_clarification: false, clarification_reason: null, [key]: value },
    mutated: "frame" as const,
    where: -1,
  }));
  return fc.oneof(inCommand, inCommand, inFrame);
}

/** Valid commands of the kinds the planner's evaluation has none of, written against their schemas. */
export const MORE_SEEDS: object[] = [
  { type: "hide_app", app_name: "Slack" },
  { type: "save_preset", preset_name: "work" },
  { type: "query", question: "which app is in front?" },
  { type: "click_element", app_name: "Slack", description: "the Send button" },
  { type: "type_text", text: "hello" },
  { type: "press_key", key: "return" },
  { type: "scroll", direction: "down" },
  { type: "wait", seconds: 1 },
  { type: "undo" },
  { type: "restore_workspace" },
  { type: "calendar_today" },
  { type: "calendar_upcoming", days: 3 },
  { type: "finder_reveal", path: "~/Documents" },
  { type: "finder_open", path: "~/Documents" },
  { type: "finder_new_folder", path: "~/Documents", name: "x" },
  { type: "finder_trash", path: "~/Documents/x" },
  { type: "open_url", url: "https://example.com" },
  { type: "music_play", query: "jazz" },
  { type: "music_pause" },
  { type: "notes_create", title: "t", body: "b" },
  { type: "notes_list" },
  { type: "safari_open_url", url: "https://example.com" },
  { type: "spotify_next" },
  { type: "page_click", tab: "504", selector: "#q" },
  { type: "page_type", tab: "504", selector: "#q", text: "hotkey", submit: true },
  { type: "page_select", tab: "504", selector: "#version", option: "0.9", by: "text" },
  { type: "page_press_key", key: "Enter" },
  { type: "page_scroll", direction: "down" },
  { type: "page_navigate", tab: "504", action: "goto", url: "https://example.com" },
  { type: "page_tabs", action: "list" },
  { type: "page_wait", wait_type: "element", selector: "#q", tab: "504" },
  { type: "page_html", selector: "h1" },
];
