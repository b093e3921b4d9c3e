import * as z from "zod";
import type { Same } from "./agreement.ts";
import { SETTING_RANGES, type RangedSetting, type SettingRange } from "../../../spoon/src/contract/index.ts";

/** The range a schema was built from, carried in its type only (nothing at run time), for the check below. */
interface Ranged<R extends SettingRange> {
  readonly "~settingRange"?: R;
}

/**
 * A number in a setting's range as the Spoon's contract defines it (spoon/src/contract/settings.ts), the
 * only place ranges are written: the run's settings and config.json take theirs from here.
 */
export function setting<K extends RangedSetting>(name: K) {
  const { low, high, whole } = SETTING_RANGES[name];
  const number = (whole ? z.number().int() : z.number()).min(low).max(high);
  return number as typeof number & Ranged<(typeof SETTING_RANGES)[K]>;
}

/**
 * A schema without what wraps it: optional, a default, a preprocessing step; a union's members. Read from the
 * schema's definition (`def.type`): matching against z.ZodOptional, z.ZodPipe... compared whole zod classes.
 */
type Unwrapped<S> = S extends { def: { type: "optional" | "default" | "prefault"; innerType: infer I } }
  ? Unwrapped<I>
  : S extends { def: { type: "pipe"; out: infer B } }
    ? Unwrapped<B>
    : S extends { def: { type: "union"; options: readonly (infer Option)[] } }
      ? Unwrapped<Option>
      : S;
type RangeOf<S> = Unwrapped<S> extends Ranged<infer R> ? R : "no range";

/**
 * The fields of a schema, at any depth, named as a setting but not built by `setting(name)` from the
 * Spoon's range (a range written again, or another setting's): never when all agree.
 */
export type SettingsDisagreeing<S> = FieldsDisagreeing<Unwrapped<S>>;
type FieldsDisagreeing<O> = O extends { def: { type: "object"; shape: infer Shape } }
  ? {
      [K in keyof Shape & string]: K extends RangedSetting
        ? Same<RangeOf<Shape[K]>, (typeof SETTING_RANGES)[K]> extends true
          ? never
          : K
        : SettingsDisagreeing<Shape[K]>;
    }[keyof Shape & string]
  : never;

/** What a schema's settings disagree on, in words, or never. */
export type RangesDisagreeing<S> = [SettingsDisagreeing<S>] extends [never]
  ? never
  : `not built by setting(name) from the Spoon's range: ${SettingsDisagreeing<S>}`;
