import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import * as tstl from "typescript-to-lua";

/** One module of the Spoon's Lua bundle: `["apps.list"] = function(...) <its Lua> end,` on lines of their own. */
const moduleBlock = (name: string) =>
  new RegExp(`^\\["${name.replaceAll(".", "\\.")}"\\] = function\\(\\.\\.\\.\\) \\n[\\s\\S]*?\\n end,\\n`, "m");

/** The program's own source files that import one of `files`. */
function importersOf(program: ts.Program, files: ts.SourceFile[], options: ts.CompilerOptions): ts.SourceFile[] {
  const names = new Set(files.map((file) => file.fileName));
  const resolved = (from: ts.SourceFile, specifier: string) =>
    ts.resolveModuleName(specifier, from.fileName, options, ts.sys).resolvedModule?.resolvedFileName;
  return program
    .getSourceFiles()
    .filter((file) => !names.has(file.fileName) && !program.isSourceFileDefaultLibrary(file))
    .filter((file) => /\/spoon\/src\//.test(file.fileName))
    .filter((file) =>
      (file as unknown as { imports: ts.StringLiteral[] }).imports.some((specifier) =>
        names.has(resolved(file, specifier.text) ?? ""),
      ),
    );
}

/**
 * The Spoon's bundle for a copy of the repository whose `changed` Spoon sources (paths under spoon/src) are the only
 * ones that differ from the repository's: TypeScriptToLua type-checks and compiles those in the copy's project (what
 * `npm run build` runs), and their Lua takes the place of theirs in the repository's built bundle `built`, the other
 * modules being compiled from the same sources already. A full build of the copy gives the same modules; this spends
 * its type check and compilation on the files that changed alone.
 */
export function spoonBundleWith(copy: string, changed: string[], built: string): string {
  const config = tstl.parseConfigFileWithSystem(join(copy, "tstl.json"));
  const options = { ...config.options, luaBundle: undefined, luaBundleEntry: undefined };
  const program = ts.createProgram({ rootNames: config.fileNames, options: options as ts.CompilerOptions });
  const files = changed.map((path) => program.getSourceFile(join(copy, "spoon/src", path))!);
  if (files.includes(undefined!)) throw new Error(`not in the copy's Spoon project: ${changed.join(", ")}`);
  const emitted = new Map<string, string>();
  const { diagnostics } = new tstl.Transpiler().emit({
    program,
    sourceFiles: files,
    writeFile: (file, text) => emitted.set(file, text),
  });
  // The changed files are type-checked, and those that import them: how the rest uses what changed.
  const checked = [...files, ...importersOf(program, files, options as ts.CompilerOptions)];
  const problems = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ...diagnostics,
  ];
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => copy, getNewLine: () => "\n" };
  if (problems.length) throw new Error(`the copy's Spoon does not build:\n${ts.formatDiagnostics(problems, host)}`);
  let bundle = readFileSync(built, "utf8");
  for (const [file, lua] of emitted) {
    const name = relative(options.outDir!, file)
      .replace(/\.lua$/, "")
      .replaceAll("/", ".");
    if (name === "lualib_bundle") continue;
    // The built bundle carries the TypeScript helpers its modules use, no others.
    for (const helper of new Set(lua.match(/__TS__\w+/g)))
      if (!bundle.includes(`function ${helper}(`)) throw new Error(`${name} needs ${helper}: build the copy whole`);
    const block = `["${name}"] = function(...) \n${lua}\n end,\n`;
    bundle = moduleBlock(name).test(bundle)
      ? bundle.replace(moduleBlock(name), () => block)
      : bundle.replace(/^}\nlocal ____entry = /m, (end) => block + end);
  }
  return bundle;
}
