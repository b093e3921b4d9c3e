import type * as SpoonDesktop from "../../../spoon/src/desktop/types.ts";
import type { DesktopState } from "./snapshot.ts";

/** Compile-time proof that the snapshot schema and the Spoon's desktop types agree. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const desktopTypesAgree: Same<DesktopState, SpoonDesktop.DesktopState> = true;
