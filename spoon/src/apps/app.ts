import type { DesktopState, OpName } from "../contract";
import type { Finding, Operation, SpoonContext } from "../runtime";

/** Operations by name, each typed by its declaration in contract/ops.ts. */
export type Operations = Partial<{ [K in OpName]: Operation<K> }>;

/** One application's part of the Spoon, from its folder: its operations and scripts, its part of the snapshot. */
export interface SpoonApp<O extends Operations = Operations> {
  operations: O;
  /** Its part of the desktop snapshot (Chrome: the tabs); an app that cannot be read says so there. */
  snapshot?: (this: void, ctx: SpoonContext) => Promise<Partial<DesktopState>>;
  /** Its line of the self-test: whether it answers the Spoon's scripts (Automation). */
  selfTest?: (this: void, ctx: SpoonContext) => Promise<Finding>;
}

/** Declares an application; its operations keep their names' types, so the registry can check them all. */
export function defineApp<O extends Operations>(app: SpoonApp<O>): SpoonApp<O> {
  return app;
}
