import type { DesktopScope, DesktopState, OpName, OpSpec } from "../contract";
import type { Finding, Operation, OperationOf, SpoonContext } from "../runtime";

/**
 * An app's operations by name: operations of the contract (contract/ops.ts), and those it declares in its
 * own contract (apps/<app>/contract.ts, typed with OwnOperations).
 */
export type Operations = Partial<{ [K in OpName]: Operation<K> }> & { [name: string]: OperationOf<string, OpSpec> };

/** One application's part of the Spoon, from its folder: its operations and scripts, its part of the snapshot. */
export interface SpoonApp<O extends Operations = Operations> {
  /** The app as the person knows it ("Google Chrome"). */
  name: string;
  operations: O;
  /** Its part of the desktop snapshot (Chrome: the tabs); an app that cannot be read says so there. */
  snapshot?: (this: void, ctx: SpoonContext, scope?: DesktopScope, files?: string[]) => Promise<Partial<DesktopState>>;
  /**
   * What its part is: read with the whole desktop and a part with tabs ("tabs", the default), or only when the
   * snapshot asks for the home's files ("files": Finder, so a command that names no file never scripts it).
   */
  snapshotOf?: "tabs" | "files";
  /** Its line of the self-test: whether it answers the Spoon's scripts (Automation). */
  selfTest?: (this: void, ctx: SpoonContext) => Promise<Finding>;
}

/** Declares an application; its operations keep their names' types, so the registry can check them all. */
export function defineApp<O extends Operations>(app: SpoonApp<O>): SpoonApp<O> {
  return app;
}
