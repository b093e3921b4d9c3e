import type { Params, Reply } from "../link";
import { activatePreset } from "./activate-preset";
import { askApproval } from "./ask-approval";
import { choose } from "./choose";
import { closeApp } from "./close-app";
import { closeTab } from "./close-tab";
import { focusApp } from "./focus-app";
import { listApps } from "./list-apps";
import { listTabs } from "./list-tabs";
import { openUrl } from "./open-url";
import { placeApp } from "./place-app";
import { switchTab } from "./switch-tab";
import { OpFailure, type Operation } from "./operation";
import { snapshot } from "./snapshot";

const registry = new LuaMap<string, Operation<never>>();
function register<P>(op: Operation<P>): void {
  registry.set(op.name, op as unknown as Operation<never>);
}

register(snapshot);
register(listApps);
register(listTabs);
register(focusApp);
register(placeApp);
register(closeApp);
register(switchTab);
register(openUrl);
register(closeTab);
register(activatePreset);
register(askApproval);
register(choose);

/** The names of every operation, sorted, as the hello message announces them. */
export function operationNames(): string[] {
  const names: string[] = [];
  for (const [name] of registry) names.push(name);
  table.sort(names);
  return names;
}

/** The message of an OpFailure, ScriptError or Lua error string; never "table: 0x...". */
function errorText(error: unknown): string {
  if (type(error) === "table" && type((error as { message?: unknown }).message) === "string")
    return (error as { message: string }).message;
  return tostring(error);
}

/** Runs the named operation; every outcome, even a Lua error, becomes exactly one reply. */
export function runOperation(name: string, params: Params, reply: (this: void, response: Reply) => void): void {
  const op = registry.get(name);
  if (op === undefined) {
    reply({
      ok: false,
      error: { code: "unknown_op", message: `unknown operation ${name}; valid: ${operationNames().join(", ")}` },
    });
    return;
  }
  const parsed = (op as unknown as Operation<unknown>).parse(params);
  if (parsed instanceof OpFailure) {
    reply({ ok: false, error: { code: "bad_params", message: `${name}: ${parsed.message}` } });
    return;
  }
  const [ok, started] = pcall(() => (op as unknown as Operation<unknown>).run(parsed));
  if (!ok) {
    reply({ ok: false, error: { code: "op_failed", message: `${name} failed: ${errorText(started)}` } });
    return;
  }
  (started as Promise<unknown>).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) =>
      reply({ ok: false, error: { code: "op_failed", message: `${name} failed: ${errorText(error)}` } }),
  );
}

export { OpFailure, type Operation } from "./operation";
