import { APP_OPERATIONS } from "../apps";
import { type Operation, OpFailure, type SpoonContext } from "../runtime";
import type { OpName, Params, Reply } from "../contract";
import { activatePreset } from "./activate-preset";
import { askApproval } from "./ask-approval";
import { captureScreenOp } from "./capture-screen";
import { doctorReportOp } from "./doctor-report";
import { clickOp, pressKeyOp, scrollOp, typeTextOp } from "./input-ops";
import { elementAtOp } from "./element-at";
import { elementsInOp } from "./elements-in";
import { dragOp, mouseOp } from "./pointer-ops";
import { pressElementOp } from "./press-element";
import { choose } from "./choose";
import { showProgress } from "./show-progress";
import { withdrawQuestion } from "./withdraw-question";
import { closeApp } from "./close-app";
import { focusApp } from "./focus-app";
import { hideApp } from "./hide-app";
import { listApps } from "./list-apps";
import { placeApp } from "./place-app";
import { restoreWindows } from "./restore-windows";
import { snapshot } from "./snapshot";
import { zoomOp } from "./zoom";

/**
 * Every operation the agent may ask for: the desktop's own, one line each, then each application's
 * (apps/); the type holds each name to its declaration and requires every declared operation.
 */
const OPERATIONS: { [K in OpName]: Operation<K> } = {
  snapshot,
  list_apps: listApps,
  focus_app: focusApp,
  place_app: placeApp,
  close_app: closeApp,
  hide_app: hideApp,
  restore_windows: restoreWindows,
  activate_preset: activatePreset,
  ask_approval: askApproval,
  withdraw_question: withdrawQuestion,
  choose,
  show_progress: showProgress,
  capture_screen: captureScreenOp,
  click: clickOp,
  type_text: typeTextOp,
  press_key: pressKeyOp,
  press_element: pressElementOp,
  element_at: elementAtOp,
  scroll: scrollOp,
  elements_in: elementsInOp,
  mouse: mouseOp,
  drag: dragOp,
  zoom: zoomOp,
  doctor_report: doctorReportOp,
  ...APP_OPERATIONS,
};

type AnyOperation = Operation<OpName> & { run(this: void, params: unknown, ctx: SpoonContext): Promise<unknown> };

/** The names of every operation, sorted, as the hello message announces them. */
export function operationNames(): string[] {
  const names = Object.keys(OPERATIONS);
  table.sort(names);
  return names;
}

/** The message of a thrown value: an OpFailure's text, a Lua error string; never "table: 0x...". */
function errorText(error: unknown): string {
  if (type(error) === "table" && type((error as { message?: unknown }).message) === "string")
    return (error as { message: string }).message;
  return tostring(error);
}

/** An expected failure is refused with its message; anything else is a bug, logged and reported as failed. */
function failure(name: string, error: unknown, ctx: SpoonContext): Reply {
  if (error instanceof OpFailure) return { ok: false, error: { code: "op_refused", message: error.message } };
  const message = `${name} failed: ${errorText(error)}`;
  ctx.logger.e(message);
  return { ok: false, error: { code: "op_failed", message } };
}

/** Runs the named operation; every outcome, even a Lua error, becomes exactly one reply. */
export function runOperation(
  name: string,
  params: Params,
  reply: (this: void, response: Reply) => void,
  ctx: SpoonContext,
) {
  const op = (OPERATIONS as unknown as LuaTable<string, AnyOperation>).get(name);
  if (op === undefined) {
    const valid = operationNames().join(", ");
    reply({ ok: false, error: { code: "unknown_op", message: `unknown operation ${name}; valid: ${valid}` } });
    return;
  }
  const parsed = op.parse(params);
  if (parsed instanceof OpFailure) {
    reply({ ok: false, error: { code: "bad_params", message: `${name}: ${parsed.message}` } });
    return;
  }
  const [ok, started] = pcall(() => op.run(parsed, ctx));
  if (!ok) return reply(failure(name, started, ctx));
  (started as Promise<unknown>).then(
    (result) => reply({ ok: true, result }),
    (error: unknown) => reply(failure(name, error, ctx)),
  );
}

export type { Operation } from "../runtime";
export { doctorReport } from "./doctor-report";
