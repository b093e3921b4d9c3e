import type { SimContext } from "./context.ts";

const LEVELS = ["nothing", "error", "warning", "info", "debug", "verbose"] as const;
const SHORT = ["", "E", "W", "I", "D", "V"];

function levelNumber(level: unknown): number {
  if (typeof level === "number") return Math.max(0, Math.min(5, Math.trunc(level)));
  const index = LEVELS.indexOf(String(level).toLowerCase() as (typeof LEVELS)[number]);
  if (index < 0) throw new Error(`invalid log level ${String(level)}`);
  return index;
}

/** Lua's string.format for the %s/%d/%q/%f subset loggers use. */
function format(fmt: string, args: unknown[]): string {
  let i = 0;
  return fmt.replace(/%([-0-9.]*)([sdqfi%])/g, (_m, _flags: string, kind: string) =>
    kind === "%" ? "%" : String(args[i++]),
  );
}

/**
 * hs.logger: instances are plain tables of functions (called with `.`), default level "warning".
 * Lines go to the Hammerspoon console as `id: message`, prefixed with the level letter.
 */
export function loggerModule(ctx: SimContext) {
  return {
    new: (id: string, level?: unknown) => {
      let threshold = levelNumber(level ?? "warning");
      const at =
        (n: number) =>
        (...args: unknown[]) => {
          if (n <= threshold) ctx.print(`${SHORT[n]} ${id}: ${args.map(String).join(" ")}`);
        };
      const atf =
        (n: number) =>
        (fmt: string, ...args: unknown[]) => {
          if (n <= threshold) ctx.print(`${SHORT[n]} ${id}: ${format(fmt, args)}`);
        };
      return {
        e: at(1),
        w: at(2),
        i: at(3),
        d: at(4),
        v: at(5),
        ef: atf(1),
        wf: atf(2),
        f: atf(3),
        df: atf(4),
        vf: atf(5),
        setLogLevel: (next: unknown) => {
          threshold = levelNumber(next);
        },
        getLogLevel: () => threshold,
      };
    },
  };
}
