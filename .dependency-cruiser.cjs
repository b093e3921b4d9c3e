/**
 * Import rules (npm test runs them over agent/src, spoon/src, test, bench and scripts): no cycles; across
 * folders, imports go through the folder's index.ts; the Spoon's folders only look down their layers;
 * the product reaches the simulator only through its public face, test/sim/index.ts.
 */

/**
 * The Spoon's folders from the bottom up (init.ts on top). A folder imports only folders of layers below
 * its own; folders of one layer do not import each other. `apps` (one folder per application) sits
 * below `ops`, whose registry lists every operation. A new folder takes its place here.
 */
const SPOON_LAYERS = [
  ["contract"],
  ["runtime", "settings"],
  ["geometry"],
  ["desktop", "actions", "vision"],
  ["ui"],
  ["apps"],
  ["ops"],
  ["surfaces", "lua-api"],
  ["link", "supervisor"],
  ["session"],
  ["init.ts"],
];

const spoonPath = (names) => `^spoon/src/(${names.join("|").replace(/\./g, "\\.")})(/|$)`;

const spoonLayerRules = SPOON_LAYERS.flatMap((layer, at) => {
  const above = SPOON_LAYERS.slice(at + 1).flat();
  const lookingUp =
    above.length === 0
      ? []
      : [
          {
            name: "spoon-layers",
            severity: "error",
            comment: `spoon/src/${layer.join(", ")} sits below ${above.join(", ")} (SPOON_LAYERS): move what both need down`,
            from: { path: spoonPath(layer) },
            to: { path: spoonPath(above) },
          },
        ];
  const sideways =
    layer.length < 2
      ? []
      : [
          {
            name: "spoon-layer-siblings",
            severity: "error",
            comment: `spoon/src/${layer.join(", ")} share a layer and do not import each other: move what both need down`,
            from: { path: `^spoon/src/(${layer.join("|")})/` },
            to: { path: `^spoon/src/(${layer.join("|")})/`, pathNot: "^spoon/src/$1/" },
          },
        ];
  return [...lookingUp, ...sideways];
});

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A cycle makes two modules one: split out what both need.",
      from: {},
      to: { circular: true },
    },
    {
      name: "through-index",
      severity: "error",
      comment: "Another folder of the agent is reached through its index.ts, which names what it offers.",
      from: { path: "^agent/src/([^/]+)/" },
      to: { path: "^agent/src/([^/]+)/(?!index\\.ts$).+", pathNot: "^agent/src/$1/" },
    },
    {
      name: "spoon-through-index",
      severity: "error",
      comment: "Another folder of the Spoon is reached through its index.ts, which names what it offers.",
      from: { path: "^spoon/src/([^/]+)/" },
      to: { path: "^spoon/src/([^/]+)/(?!index\\.ts$).+", pathNot: "^spoon/src/$1/" },
    },
    {
      name: "spoon-through-index",
      severity: "error",
      comment: "init.ts reaches the Spoon's folders through their index.ts, which names what they offer.",
      from: { path: "^spoon/src/[^/]+$" },
      to: { path: "^spoon/src/[^/]+/(?!index\\.ts$)" },
    },
    {
      name: "spoon-layer-known",
      severity: "error",
      comment: "Every folder of the Spoon has its place in SPOON_LAYERS (.dependency-cruiser.cjs).",
      from: { path: "^spoon/src/", pathNot: spoonPath(SPOON_LAYERS.flat()) },
      to: {},
    },
    ...spoonLayerRules,
    {
      name: "spoon-types-through-contract",
      severity: "error",
      comment: "The agent knows the Spoon's own types only in contract/, where they are proven equal to its schemas.",
      from: { path: "^agent/src/", pathNot: "^agent/src/(contract/|apps/[^/]+/)" },
      to: { path: "^spoon/src/" },
    },
    {
      name: "apps-apart",
      severity: "error",
      comment: "An application's folder does not reach into another's: what both need goes below apps/.",
      from: { path: "^(agent|spoon)/src/apps/([^/]+)/" },
      to: { path: "^$1/src/apps/[^/]+/", pathNot: "^$1/src/apps/$2/" },
    },
    {
      name: "app-contract-its-own",
      severity: "error",
      comment:
        "An app's agent folder knows of the Spoon only its own app's contract (spoon/src/apps/<app>/contract.ts), " +
        "where the operations it alone uses are declared and proven equal to its schemas.",
      from: { path: "^agent/src/apps/([^/]+)/" },
      to: { path: "^spoon/src/", pathNot: "^spoon/src/apps/$1/contract\\.ts$" },
    },
    {
      name: "simulator-through-its-face",
      severity: "error",
      comment: "The product uses the simulated Mac only through test/sim/index.ts, its public face.",
      from: { path: "^agent/src/" },
      to: { path: "^test/", pathNot: "^test/sim/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|^dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
