import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { effectOf, type CommandDefinition } from "../../../agent/src/commands/index.ts";
import { annotationsOf, listTools } from "../../../agent/src/mcp/index.ts";
import { COMMANDS, COMMAND_TYPES } from "../../../agent/src/registry/index.ts";

const tools = listTools();
const tool = (name: string) => {
  const found = tools.find((listed) => listed.name === name);
  assert.ok(found, `the tool ${name}`);
  return found;
};

describe("the MCP server's tools", () => {
  it("are every command of the contract, by its type, then run and snapshot", () => {
    assert.deepEqual(
      tools.map((listed) => listed.name),
      [...COMMAND_TYPES, "run", "snapshot"],
      "the tools listed",
    );
  });

  it("take the command's fields without its type, as an object, with its model-facing text", () => {
    for (const definition of COMMANDS as readonly CommandDefinition[]) {
      const { inputSchema, description } = tool(definition.type);
      assert.equal(inputSchema.type, "object", definition.type);
      assert.equal(inputSchema.properties?.type, undefined, `${definition.type} takes no type`);
      assert.ok(!inputSchema.required?.includes("type"), `${definition.type} requires no type`);
      assert.ok(description?.startsWith(definition.description), `${definition.type}'s description`);
    }
    assert.deepEqual(tool("place_app").inputSchema.required, ["app_name"], "place_app's required arguments");
    assert.deepEqual(
      Object.keys(tool("place_app").inputSchema.properties ?? {}),
      ["app_name", "monitor", "bounds"],
      "place_app's arguments",
    );
  });

  it("declare what each command may do, as data: every command has an effect or an app tool's tier", () => {
    const undeclared = (COMMANDS as readonly CommandDefinition[])
      .filter((c) => !c.effect && !c.tier)
      .map((c) => c.type);
    assert.deepEqual(undeclared, [], "the commands that say neither");
    for (const definition of COMMANDS as readonly CommandDefinition[])
      assert.deepEqual(tool(definition.type).annotations, annotationsOf(effectOf(definition)), definition.type);
  });

  it("annotate by tier: reads are read-only, what may lose something is destructive, the rest writes", () => {
    const hints = (name: string) => tool(name).annotations;
    for (const read of ["list_apps", "list_tabs", "query", "snapshot", "notes_list", "page_html"])
      assert.equal(hints(read)?.readOnlyHint, true, `${read} reads only`);
    for (const destructive of ["close_tab", "close_app", "finder_trash", "finder_move", "undo", "page_click"]) {
      assert.equal(hints(destructive)?.destructiveHint, true, `${destructive} may lose something`);
      assert.equal(hints(destructive)?.readOnlyHint, false, `${destructive} is no read`);
    }
    assert.deepEqual(
      hints("place_app"),
      { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      "placing a window twice is placing it once",
    );
    assert.deepEqual(
      hints("notes_create"),
      { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      "an app's write tier",
    );
    assert.equal(hints("open_url")?.openWorldHint, true, "an address is the open web");
    assert.equal(hints("close_tab")?.idempotentHint, false, "closing tab 1 twice closes two tabs");
  });

  it("tell a model of a destructive tool that the person at the Mac approves it, not the client", () => {
    assert.match(tool("close_tab").description ?? "", /approval window .*nothing you send .* approves it/s);
    assert.doesNotMatch(tool("place_app").description ?? "", /approval window/);
  });

  it("give every tool an output schema of an object", () => {
    for (const listed of tools) assert.equal(listed.outputSchema?.type, "object", `${listed.name}'s output`);
    // A 2020-12 tuple fails a draft-07 check (the SDK client's): bounds are a list of 4 integers.
    assert.doesNotMatch(JSON.stringify(tools), /prefixItems/);
    assert.deepEqual(
      (tool("place_app").inputSchema.properties as Record<string, object>).bounds,
      {
        type: "array",
        items: { type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
        minItems: 4,
        maxItems: 4,
        description: "[left, top, right, bottom] in global screen points (origin top-left of the primary screen)",
      },
      "place_app's bounds",
    );
    assert.deepEqual(
      Object.keys(tool("close_tab").outputSchema?.properties ?? {}),
      ["success", "message", "errorType", "steps"],
      "a command's outcome",
    );
  });
});
