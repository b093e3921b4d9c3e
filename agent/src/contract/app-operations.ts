import type * as z from "zod";
import type { ClassicSchema } from "./classic-schema.ts";
import type { OpSpec } from "../../../spoon/src/contract/index.ts";
import type { Agreement, Same } from "./agreement.ts";

/**
 * An operation an application declares in its own folders (agent/src/apps/<app>/ and
 * spoon/src/apps/<app>/contract.ts) rather than in the contract: its name, the agent's schemas for its params
 * and result (results are parsed with them: socket input is never trusted), and how long it may take.
 */
export interface AppOperation<N extends string = string, P = unknown, R = unknown> {
  name: N;
  params: z.ZodType<P>;
  result: z.ZodType<R>;
  /** The longest it may take inside the Spoon, in seconds, from its params (the Spoon app's contract says). */
  seconds(this: void, params: P): number;
}

/**
 * An app's operation from its schemas, typed by what they parse to (a schema is a ZodType of its output by
 * construction); `AppOperationsAgree` proves those types the Spoon's. Checking each schema against `z.ZodType<P>`
 * instead compared it member by member, at ~0.1 s of the type check each.
 */
export function appOperation<N extends string, P extends ClassicSchema, R extends ClassicSchema>(operation: {
  name: N;
  params: P;
  result: R;
  seconds(this: void, params: z.output<P>): number;
}): AppOperation<N, z.output<P>, z.output<R>> {
  return operation as unknown as AppOperation<N, z.output<P>, z.output<R>>;
}

type Disagreement<O extends AppOperation, S extends OpSpec> =
  Same<z.infer<O["params"]>, S["params"]> extends false
    ? "its params differ from the Spoon's (spoon/src/apps/<app>/contract.ts)"
    : Same<z.infer<O["result"]>, S["result"]> extends false
      ? "its result differs from the Spoon's (spoon/src/apps/<app>/contract.ts)"
      : never;

/**
 * Compile-time proof that an app's operations are the ones its Spoon folder declares, by name, params and
 * result: set to `true`, it fails to compile, naming each operation that differs and how, or that is missing.
 */
export type AppOperationsAgree<Agent extends { [K in keyof Spoon]: AppOperation }, Spoon extends object> = Agreement<{
  [K in keyof Spoon as Spoon[K] extends OpSpec
    ? Disagreement<Agent[K], Spoon[K]> extends never
      ? never
      : K
    : K]: Spoon[K] extends OpSpec ? Disagreement<Agent[K], Spoon[K]> : "not an operation";
}>;
