import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, it } from "node:test";
import ts from "typescript";
import { REPO } from "../../support/index.ts";

/** One edit of a source file, made only in memory for this test's compilation. */
interface Drift {
  file: string;
  from: string;
  to: string;
}

/**
 * Drifts on both sides of the contract: the Spoon's types (spoon/src/contract) and the agent's schemas
 * (agent/src/contract, config.json's). Each is what a careless edit would do.
 */
const DRIFTS: Drift[] = [
  // An operation's result (the ops' check, as it was before requests and settings had one).
  { file: "spoon/src/contract/ops.ts", from: "quit: boolean", to: "quit: number" },
  // A request's params, on the Spoon's side and on the agent's.
  { file: "spoon/src/contract/requests.ts", from: "params: { phrase: string }", to: "params: { phrase: string[] }" },
  { file: "agent/src/contract/agent-requests.ts", from: "apiKey: z.string()", to: "apiKey: z.number()" },
  // Settings' ranges written again instead of taken from the Spoon's one definition.
  {
    file: "agent/src/contract/agent-requests.ts",
    from: 'maxIterations: setting("maxIterations")',
    to: "maxIterations: z.number().int().min(1).max(50)",
  },
  {
    file: "agent/src/contract/spoon-ops.ts",
    from: 'area: Frame, maxLongEdge: setting("maxLongEdge")',
    to: "area: Frame, maxLongEdge: z.number().int().min(200).max(4000)",
  },
  {
    file: "agent/src/store/config.ts",
    from: 'actionDelay: setting("actionDelay")',
    to: "actionDelay: z.number().min(0).max(5)",
  },
];

/** The compile-time checks, each a constant that must be `true`: its file and name. */
const CHECKS = {
  ops: { file: "agent/src/contract/spoon-ops.ts", name: "spoonOpsAgree" },
  requests: { file: "agent/src/contract/agent-requests.ts", name: "agentRequestsAgree" },
  config: { file: "agent/src/store/config.ts", name: "configRangesAgree" },
};

/** The sources with the drifts applied; a drift whose text is no longer there fails here, saying so. */
function driftedSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const { file, from, to } of DRIFTS) {
    const path = join(REPO, file);
    const text = sources.get(path) ?? readFileSync(path, "utf8");
    assert.ok(text.includes(from), `${file} still holds "${from}" (update this test's drift)`);
    sources.set(path, text.replace(from, to));
  }
  return sources;
}

/** Compiles the checks' files as `npm run typecheck` does, with the drifted sources in place of the real ones. */
function compile(sources: Map<string, string>): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(REPO, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) =>
        assert.fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")),
    },
  )!;
  const options = { ...config.options, noErrorTruncation: true };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (path) => sources.get(path) ?? read(path);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, onError) => {
    const text = sources.get(path);
    return text === undefined ? getSourceFile(path, language, onError) : ts.createSourceFile(path, text, language);
  };
  const roots = Object.values(CHECKS).map((check) => join(REPO, check.file));
  return ts.createProgram({ rootNames: roots, options, host });
}

/** What a check's constant says disagrees: each name with what differs (none when its type is `true`). */
function disagreements(program: ts.Program, check: { file: string; name: string }): Record<string, string> {
  const source = program.getSourceFile(join(REPO, check.file))!;
  const checker = program.getTypeChecker();
  let found: Record<string, string> | undefined;
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === check.name) {
      const type = checker.getTypeAtLocation(node.name);
      found = Object.fromEntries(
        type.getProperties().map((p) => [p.name, checker.typeToString(checker.getTypeOfSymbol(p))]),
      );
    }
    node.forEachChild(visit);
  });
  assert.ok(found, `${check.file} declares ${check.name}`);
  return found;
}

describe("the compile-time checks of the contract catch a drift between the Spoon and the agent", () => {
  let program: ts.Program;
  let errorsAt: string[];
  before(() => {
    const sources = driftedSources();
    program = compile(sources);
    // The files edited and the checks' files: the drifts can break nothing else.
    const files = new Set([...sources.keys(), ...Object.values(CHECKS).map((check) => join(REPO, check.file))]);
    errorsAt = [...files].flatMap((path) => {
      const file = program.getSourceFile(path)!;
      return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
        const line = file.text.split("\n")[file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line] ?? "";
        return `${path.replace(REPO, "")}: ${line.trim().split(":")[0]}`;
      });
    });
  });

  it("fails to compile at the three checks, and only there", () => {
    assert.deepEqual(
      [...new Set(errorsAt)].sort(),
      [
        "agent/src/contract/agent-requests.ts: export const agentRequestsAgree",
        "agent/src/contract/spoon-ops.ts: export const spoonOpsAgree",
        "agent/src/store/config.ts: export const configRangesAgree",
      ],
      `where the drifted sources fail to compile: ${errorsAt.join("; ")}`,
    );
  });

  it("names the operation whose result or setting drifted", () => {
    assert.deepEqual(disagreements(program, CHECKS.ops), {
      close_app: `"its result differs from the Spoon's (spoon/src/contract/ops.ts)"`,
      zoom: `"not built by setting(name) from the Spoon's range: maxLongEdge"`,
    });
  });

  it("names each request whose params drifted on either side, or whose settings left the Spoon's ranges", () => {
    const ranges = `"not built by setting(name) from the Spoon's range: maxIterations"`;
    const params = `"its params differ from the Spoon's (spoon/src/contract/requests.ts)"`;
    assert.deepEqual(disagreements(program, CHECKS.requests), {
      forget_alias: params,
      set_key: params,
      run: ranges,
      vision: ranges,
      click_element: ranges,
    });
  });

  it("names the setting of config.json whose range was written again", () => {
    assert.deepEqual(disagreements(program, CHECKS.config), { actionDelay: `"not built by setting(name)"` });
  });
});
