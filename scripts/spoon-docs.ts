import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** The item kinds of Hammerspoon's docstrings (scripts/docs/bin/build_docs.py). */
const TYPES = ["Deprecated", "Command", "Constant", "Variable", "Function", "Constructor", "Field", "Method"] as const;
const SECTIONS = ["Parameters", "Returns", "Notes", "Examples"];

export interface DocItem {
  name: string;
  signature: string;
  def: string;
  type: string;
  desc: string;
  doc: string;
  stripped_doc: string;
  file: string;
  lineno: string;
  parameters?: string[];
  returns?: string[];
  notes?: string[];
  examples?: string[];
}

export interface DocModule {
  name: string;
  type: "Module";
  desc: string;
  doc: string;
  stripped_doc: string;
  submodules: string[];
  items: DocItem[];
  [type: string]: unknown;
}

/** A JSDoc block as lines with the leading ` * ` removed, and where it starts. */
interface Block {
  lines: string[];
  file: string;
  line: number;
}

function blocksOf(file: string, root: string): Block[] {
  const text = readFileSync(file, "utf8");
  const blocks: Block[] = [];
  for (const match of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = match[1]!.split("\n").map((line) => line.replace(/^\s*\* ?/, "").trimEnd());
    while (lines[0] === "") lines.shift();
    while (lines.at(-1) === "") lines.pop();
    blocks.push({ lines, file: relative(root, file), line: text.slice(0, match.index).split("\n").length });
  }
  return blocks;
}

function section(lines: string[], name: string): string[] | undefined {
  const start = lines.indexOf(`${name}:`);
  if (start < 0) return undefined;
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (SECTIONS.some((other) => line === `${other}:`)) break;
    out.push(line);
  }
  while (out.at(-1) === "") out.pop();
  return out;
}

function stripSections(lines: string[]): string[] {
  const out: string[] = [];
  let inSection = false;
  for (const line of lines) {
    if (SECTIONS.includes(line.slice(0, -1)) && line.endsWith(":")) inSection = true;
    else if (line === "") inSection = false;
    else if (!inSection) out.push(line);
  }
  return out;
}

/** Section lines as entries: ` * ` starts one, an indented line continues it (as build_docs.py joins them). */
function entries(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith(" * ") || out.length === 0) out.push(line);
    else out[out.length - 1] = `${out.at(-1)} ${line.trim()}`;
  }
  return out;
}

function itemOf(block: Block): DocItem {
  const [signature, type, ...body] = block.lines;
  const name = signature!.split(/[.:]/).slice(-1)[0]!.split(/[( ]/)[0]!;
  const item: DocItem = {
    name,
    signature: signature!,
    def: signature!,
    type: type!,
    desc: body[0] ?? "",
    doc: body.join("\n"),
    stripped_doc: stripSections(body.slice(1)).join("\n"),
    file: block.file,
    lineno: String(block.line),
  };
  for (const name of SECTIONS) {
    const lines = section(body, name);
    if (lines) item[name.toLowerCase() as "parameters"] = entries(lines);
  }
  if (["Function", "Constructor", "Method"].includes(item.type)) {
    item.parameters ??= [];
    item.returns ??= [];
    if (item.returns.length === 1 && item.returns[0] === " * None") item.returns = [];
    if (item.parameters.length === 1 && item.parameters[0] === " * None") item.parameters = [];
  }
  return item;
}

/**
 * Reads the Spoon's docstrings (JSDoc blocks in Hammerspoon's format: `=== Module ===` headers, then
 * items whose first line is a signature and second one of TYPES) into docs.json's modules, as
 * Hammerspoon's build_docs.py lays them out.
 */
export function spoonDocs(root: string): DocModule[] {
  const files = readdirSync(join(root, "spoon/src"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(root, "spoon/src", file))
    .sort();
  const blocks = files.flatMap((file) => blocksOf(file, root));
  const modules = new Map<string, DocModule>();
  for (const block of blocks) {
    const header = /^=== (.+) ===$/.exec(block.lines[0] ?? "");
    if (!header) continue;
    const body = block.lines.slice(1);
    while (body[0] === "") body.shift();
    const module: DocModule = {
      name: header[1]!,
      type: "Module",
      desc: body[0] ?? "",
      doc: body.join("\n"),
      stripped_doc: body.slice(1).join("\n"),
      submodules: [],
      items: [],
    };
    for (const type of TYPES) module[type] = [];
    modules.set(module.name, module);
  }
  for (const block of blocks) {
    if (!TYPES.includes(block.lines[1] as (typeof TYPES)[number])) continue;
    const item = itemOf(block);
    const owner = [...modules.keys()].find(
      (name) => item.signature.startsWith(`${name}.`) || item.signature.startsWith(`${name}:`),
    );
    if (!owner) throw new Error(`${block.file}:${block.line}: ${item.signature} belongs to no documented module`);
    const module = modules.get(owner)!;
    module.items.push(item);
    (module[item.type] as DocItem[]).push(item);
  }
  return [...modules.values()];
}

/** The Spoon object's public members (not private, not Lua's own `__gc`, not the metadata every Spoon has). */
export function publicMembers(root: string): string[] {
  const path = join(root, "spoon/src/init.ts");
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const metadata = new Set(["name", "version", "author", "license", "homepage", "spoonPath"]);
  const members: string[] = [];
  source.forEachChild(function visit(node) {
    if (ts.isClassDeclaration(node) && node.name?.text === "ClaudeSpoon") {
      for (const member of node.members) {
        const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
        const isPrivate = ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Private;
        if (name && !isPrivate && !name.startsWith("__") && !metadata.has(name)) members.push(name);
      }
    }
  });
  return members;
}

/** The docstrings as Lua comments, as Hammerspoon's own sources carry them (hs.doc and build_docs.py read these). */
export function luaDocstrings(modules: DocModule[]): string {
  const lines: string[] = [];
  for (const module of modules) {
    lines.push(
      `--- === ${module.name} ===`,
      "---",
      ...module.doc.split("\n").map((line) => `--- ${line}`.trimEnd()),
      "",
    );
    for (const item of module.items) {
      lines.push(
        `--- ${item.signature}`,
        `--- ${item.type}`,
        ...item.doc.split("\n").map((l) => `--- ${l}`.trimEnd()),
        "",
      );
    }
  }
  return lines.join("\n");
}
