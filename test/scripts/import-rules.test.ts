import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { REPO, tempHome } from "../support/index.ts";

/** A Spoon in miniature that breaks each of its import rules once, beside imports that keep them. */
const BROKEN_SPOON: Record<string, string> = {
  "contract/index.ts": "export const WAITS = { read: 5 };\n",
  "runtime/index.ts": 'import { WAITS } from "../contract";\nexport const wait = WAITS.read;\n',
  // A lower layer reaching up (geometry → ops), as geometry once reached desktop for Frame.
  "geometry/index.ts": 'import { operationNames } from "../ops";\nexport const names = operationNames;\n',
  "desktop/index.ts": 'export { appByBundleID } from "./launch";\n',
  "desktop/launch.ts": 'import { wait } from "../runtime";\nexport const appByBundleID = () => wait;\n',
  // Around desktop's index.ts, to the file behind it.
  "ops/index.ts":
    'import { appByBundleID } from "../desktop/launch";\nexport const operationNames = [appByBundleID];\n',
  // Two folders of one layer importing each other.
  "surfaces/index.ts": 'import { api } from "../lua-api";\nexport const bar = api;\n',
  "lua-api/index.ts": 'import { operationNames } from "../ops";\nexport const api = operationNames;\n',
  // A folder with no place in the layers.
  "widgets/index.ts": 'import { WAITS } from "../contract";\nexport const widget = WAITS;\n',
  // init.ts around an index.
  "init.ts": [
    'import { bar } from "./surfaces";',
    'import { appByBundleID } from "./desktop/launch";',
    "export = [bar, appByBundleID];\n",
  ].join("\n"),
};

describe("the import rules (.dependency-cruiser.cjs, npm test's import rules step)", () => {
  let fixture: ReturnType<typeof tempHome>;
  let violations: string[];
  before(async () => {
    fixture = tempHome();
    for (const [file, text] of Object.entries(BROKEN_SPOON)) {
      const path = join(fixture.path, "spoon/src", file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
    const options = await extractDepcruiseOptions(join(REPO, ".dependency-cruiser.cjs"));
    const { output } = await cruise(["spoon/src"], { ...options, baseDir: fixture.path });
    violations = (output as ICruiseResult).summary.violations.map(
      (v) => `${v.rule.name}: ${v.from.replace("spoon/src/", "")} → ${v.to.replace("spoon/src/", "")}`,
    );
  });
  after(() => fixture.remove());

  it("catch a broken copy of the Spoon: each broken rule once, and nothing that keeps them", () => {
    assert.deepEqual(
      violations.sort(),
      [
        "spoon-layer-known: widgets/index.ts → contract/index.ts",
        "spoon-layer-siblings: surfaces/index.ts → lua-api/index.ts",
        "spoon-layers: geometry/index.ts → ops/index.ts",
        "spoon-through-index: init.ts → desktop/launch.ts",
        "spoon-through-index: ops/index.ts → desktop/launch.ts",
      ],
      `the violations found in the broken copy: ${violations.join("; ")}`,
    );
  });
});
