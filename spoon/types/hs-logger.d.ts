/** hs.logger: instances are plain tables of closures, so their functions are called with `.` (no self). */
declare namespace hs {
  namespace logger {
    type Level = "nothing" | "error" | "warning" | "info" | "debug" | "verbose" | 0 | 1 | 2 | 3 | 4 | 5;
    /** @noSelf */
    interface Logger {
      e(...args: unknown[]): void;
      w(...args: unknown[]): void;
      i(...args: unknown[]): void;
      d(...args: unknown[]): void;
      ef(fmt: string, ...args: unknown[]): void;
      wf(fmt: string, ...args: unknown[]): void;
      f(fmt: string, ...args: unknown[]): void;
      df(fmt: string, ...args: unknown[]): void;
      setLogLevel(level: Level): void;
    }
    /** @noSelf */
    interface Module {
      "new"(id: string, level?: Level): Logger;
    }
  }
  const logger: hs.logger.Module;
}
