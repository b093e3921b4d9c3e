import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { basename, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { freePort, REPO, tempHome } from "../support/index.ts";

const manifest = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
  private?: boolean;
  files: string[];
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

/**
 * The files `npm pack` puts in the package, as npm lists them (the tests build the bundle once, before they run); npm
 * runs with a home of `folder`'s, where it keeps its cache and logs, and none of the settings of an npm running it.
 */
function packedFiles(folder: string): string[] {
  const env = { PATH: process.env.PATH ?? "", HOME: folder, npm_config_cache: join(folder, ".npm") };
  const packed = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: REPO,
    encoding: "utf8",
    env,
  });
  assert.equal(packed.status, 0, packed.stderr);
  return (JSON.parse(packed.stdout) as { files: { path: string }[] }[])[0]!.files.map((file) => file.path);
}

/** The packages the agent's bundles load at run time (a require of a name, not a path, not one of Node's). */
function packagesLoaded(): string[] {
  const loaded = new Set<string>();
  for (const bundle of ["hs-claude.cjs", "anthropic-sdk.cjs"]) {
    const text = readFileSync(join(REPO, "dist/agent", bundle), "utf8");
    // require("x"), and createRequire(<a URL>)("x") as the simulator loads its packages.
    const requires = /(?:\brequire|\.createRequire\)\([^()]*(?:\([^()]*\))?[^()]*\))\(["']([^"'./][^"']*)["']\)/g;
    for (const [, name] of text.matchAll(requires))
      loaded.add(
        name!
          .split("/")
          .slice(0, name!.startsWith("@") ? 2 : 1)
          .join("/"),
      );
  }
  const builtin = (name: string) => name.startsWith("node:") || builtinModules.includes(name);
  // ws tries these for speed, and goes on without them.
  const optional = ["bufferutil", "utf-8-validate"];
  return [...loaded].filter((name) => !builtin(name) && !optional.includes(name)).sort();
}

/**
 * The package as `npm install -g` lays it out, made of the files `npm pack` lists: lib/node_modules/hs-claude, its
 * dependencies beside it (links to this clone's), and nothing else: no sources, no tsx, no TypeScript.
 */
describe("the npm package: installed alone, its hs-claude runs (run --sim, mcp --sim, install-spoon)", () => {
  const folder = tempHome();
  const lib = join(folder.path, "lib/node_modules");
  const installed = join(lib, "hs-claude");
  const home = join(folder.path, "home");
  const env = { PATH: process.env.PATH ?? "", HOME: home, HS_CLAUDE_HOME: join(home, ".hs-claude"), NODE_PATH: "" };
  let files: string[];
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(installed, "bin/hs-claude.js"), ...args], { encoding: "utf8", env });

  before(() => {
    files = packedFiles(join(folder.path, "npm-home"));
    for (const file of files) cpSync(join(REPO, file), join(installed, file));
    for (const name of Object.keys(manifest.dependencies)) {
      mkdirSync(join(lib, name, ".."), { recursive: true });
      symlinkSync(join(REPO, "node_modules", name), join(lib, name), "dir");
    }
    mkdirSync(home);
  });
  after(() => folder.remove());

  it("package.json packs: not private, prepack builds, its dependencies are what the bundles load", () => {
    assert.equal(manifest.private, undefined);
    assert.equal(manifest.scripts.prepack, "npm run build");
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), packagesLoaded(), "the dependencies");
  });

  it("settles every install script the lock holds (npm ci then reviews none: quiet)", () => {
    const lock = JSON.parse(readFileSync(join(REPO, "package-lock.json"), "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const scripted = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ""));
    assert.ok(scripted.length > 0, "the lock names install scripts (esbuild's, today)");
    const settled = Object.keys(manifest.allowScripts ?? {});
    assert.deepEqual(
      scripted.filter((name) => !settled.includes(name)),
      [],
      "install scripts allowScripts leaves open",
    );
  });

  it("holds what the installed CLI reads, and no TypeScript", () => {
    const texts = readdirSync(join(REPO, "agent/src"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".txt"));
    const needed = [
      ...["bin/hs-claude.js", "bin/bundle-state.js", "bin/compiled-bundle.js", "package.json"],
      ...["dist/agent/hs-claude.cjs", "dist/agent/anthropic-sdk.cjs", "dist/Claude.spoon/init.lua"],
      ...["test/sim/spoon-loader.lua", "test/sim/bridge.lua", "test/sim/desktops/default.json"],
      ...texts.map((text) => `dist/agent/${basename(text)}`),
    ];
    for (const file of needed) assert.ok(files.includes(file), `${file} is in the package`);
    assert.deepEqual(
      files.filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts")),
      [],
      "TypeScript in the package",
    );
    assert.ok(!files.includes("dist/agent/sources.json"), "the list of sources stays in the clone");
  });

  it("run --sim --offline places a window, with nothing on stderr", () => {
    const run = cli("run", "--sim", "--offline", "chrome left half");
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^plan \(offline\):\n {2}1\. place_app \{"app_name":"Google Chrome"/);
    assert.match(run.stdout, /Google Chrome .*left half of LG HDR 4K/);
    assert.equal(run.stderr, "");
  });

  it("mcp --sim answers a client's handshake and runs a tool", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(installed, "bin/hs-claude.js"), "mcp", "--sim"],
      env,
      stderr: "pipe",
    });
    const client = new Client({ name: "package-test", version: "0.0.1" });
    await client.connect(transport);
    try {
      assert.equal(client.getServerVersion()?.name, "hs-claude");
      const ran = (await client.callTool({
        name: "run",
        arguments: { command: "chrome right half" },
      })) as CallToolResult;
      assert.equal(ran.isError, undefined, JSON.stringify(ran.content));
      assert.equal((ran.structuredContent as { planner: string }).planner, "offline");
    } finally {
      await client.close();
    }
  });

  it("doctor names the installed command in its hints: hs-claude serve, not npx", async () => {
    const doctor = cli("doctor", "--port", String(await freePort()));
    assert.match(doctor.stdout, /start the agent once: hs-claude serve\n/, doctor.stdout);
    assert.doesNotMatch(doctor.stdout, /npx/);
  });

  it("install-spoon links the package's Spoon and records the package's agent", () => {
    const defaults = join(folder.path, "defaults");
    writeFileSync(defaults, `#!/bin/sh\necho "$@" >> "${folder.path}/defaults.log"\n`, { mode: 0o755 });
    const run = spawnSync(process.execPath, [join(installed, "bin/hs-claude.js"), "install-spoon"], {
      encoding: "utf8",
      env: { ...env, HS_CLAUDE_DEFAULTS_COMMAND: defaults },
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(readlinkSync(join(home, ".hammerspoon/Spoons/Claude.spoon")), join(installed, "dist/Claude.spoon"));
    assert.equal(
      readFileSync(join(folder.path, "defaults.log"), "utf8"),
      `write org.hammerspoon.Hammerspoon Claude.agentPath -string ${join(installed, "bin/hs-claude.js")}\n`,
    );
  });
});
