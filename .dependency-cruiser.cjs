/**
 * Import rules (npm test runs them): no cycles; across folders of the agent, imports go through the
 * folder's index.ts; the product reaches the simulator only through its public face, test/sim/index.ts.
 */
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
      name: "spoon-types-through-contract",
      severity: "error",
      comment: "The agent knows the Spoon's own types only in contract/, where they are proven equal to its schemas.",
      from: { path: "^agent/src/", pathNot: "^agent/src/contract/" },
      to: { path: "^spoon/src/" },
    },
    {
      name: "simulator-through-its-face",
      severity: "error",
      comment: "The product uses the simulated Mac only through test/sim/index.ts (SPEC section 13).",
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
