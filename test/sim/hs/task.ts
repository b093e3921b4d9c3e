import { SimObject } from "../bridge.ts";
import type { OsascriptResult } from "../osascript/osascript.ts";
import { osascriptStartMs } from "../costs.ts";
import type { SimContext } from "./context.ts";
import { launchable, RealProcess } from "./real-process.ts";

const OSASCRIPT = "/usr/bin/osascript";
let nextPid = 40_000;

/** What a pipe holds before a writer blocks: without a streaming callback, libtask.m reads only at exit. */
export const PIPE_BUFFER_BYTES = 64 * 1024;
/** How much output each streaming callback gets at most. */
const CHUNK_BYTES = 16 * 1024;

/**
 * hs.task: runs once, finishes asynchronously, and calls back on the main thread with
 * (exitCode, stdout, stderr). With a streaming callback the output comes in chunks first (each one
 * answered `true` to keep reading) and doneFn gets what is left; without one, output past the pipe's
 * 64 KiB blocks the process, which then never ends until terminated (Hammerspoon #2656). osascript
 * is modelled (each script reaches the app it addresses: osascript/); any other program runs for real
 * (real-process.ts).
 */
export class SimTask extends SimObject {
  readonly __simType = "hs.task";
  #state: "ready" | "running" | "done" = "ready";
  readonly #pid = nextPid++;
  #exitCode: number | undefined;
  readonly #ctx: SimContext;
  readonly #launchPath: string;
  readonly #done: unknown;
  readonly #stream: unknown;
  readonly #args: string[];
  #environment: Record<string, string> | undefined;
  #process: RealProcess | undefined;

  constructor(ctx: SimContext, launchPath: string, done: unknown, stream: unknown, args: string[]) {
    super();
    [this.#ctx, this.#launchPath, this.#done, this.#stream, this.#args] = [ctx, launchPath, done, stream, args];
  }

  start(): this | false {
    const known = this.#launchPath === OSASCRIPT || launchable(this.#launchPath);
    if (this.#state !== "ready" || !known) {
      this.#ctx.print(`E hs.task: unable to launch ${this.#launchPath}`);
      return false;
    }
    this.#state = "running";
    this.#ctx.live.tasks.add(this);
    if (this.#launchPath !== OSASCRIPT) return this.#spawn();
    // The script runs once osascript has started, and osascript ends once its Apple events are answered.
    this.#after(this.#startMs(), () => {
      if (this.#state !== "running") return;
      const result = this.#ctx.osascript(this.#args);
      if (result.hangs) return;
      const { ms, busyMs } = result.meter;
      this.#after(ms + busyMs, () => {
        if (this.#state !== "running") return;
        if (result.meter.changed) this.#ctx.desktop.markChanged(this.#ctx.clock.now());
        this.#finish(result);
      });
    });
    return this;
  }

  #finish(result: OsascriptResult): void {
    if (this.#stream === undefined) {
      // The pipe fills; the process blocks writing and never exits.
      if (Buffer.byteLength(result.stdout) > PIPE_BUFFER_BYTES) return;
      return this.#complete(result.exitCode, result.stdout, result.stderr);
    }
    this.#streamThenComplete(result.exitCode, result.stdout, result.stderr);
  }

  /** The language osascript is told to run (`-l`), AppleScript by default. */
  #language(): string {
    const flag = this.#args.indexOf("-l");
    return flag >= 0 ? (this.#args[flag + 1] ?? "AppleScript") : "AppleScript";
  }

  /** How long the process takes to start, on a real Mac (none without costs). */
  #startMs(): number {
    return this.#ctx.costs.on ? osascriptStartMs(this.#language()) : 0;
  }

  /** Runs `next` after `ms` of the process's time on the simulated clock; at once (next turn) without costs. */
  #after(ms: number, next: () => void): void {
    const { clock, closers, costs } = this.#ctx;
    const timed = costs.on && ms > 0;
    const cancel = () => {
      closers.delete(cancel);
      if (timed) clock.clearTimeout(handle);
      else clearImmediate(handle as NodeJS.Immediate);
    };
    const handle = timed ? clock.setTimeout(run, ms) : setImmediate(run);
    closers.add(cancel);
    function run(this: void) {
      cancel();
      next();
    }
  }

  terminate(): this {
    if (this.#state !== "running") return this;
    if (this.#process) this.#process.terminate();
    else this.#complete(15, "", "");
    return this;
  }

  /** The environment the task gets: Hammerspoon's unless set. */
  environment(): Record<string, string> {
    return { ...(this.#environment ?? this.#ctx.environment) };
  }

  setEnvironment(environment: Record<string, string>): this {
    this.#environment = { ...environment };
    return this;
  }

  /** Any program but osascript runs for real (the agent the Spoon starts). */
  #spawn(): this {
    const stream = this.#stream;
    const chunk =
      stream === undefined
        ? undefined
        : (out?: string, err?: string) => this.#ctx.bridge.callback(stream, this, out, err) === true;
    this.#process = new RealProcess(this.#ctx, this.#launchPath, this.#args, this.environment(), {
      chunk,
      exit: (code, out, err) => this.#complete(code, out, err),
    });
    return this;
  }

  isRunning(): boolean {
    return this.#state === "running";
  }

  pid(): number {
    return this.#process?.pid ?? this.#pid;
  }

  terminationStatus(): number | false {
    return this.#exitCode ?? false;
  }

  /**
   * libtask.m reads stdout and stderr in the background while the task runs, and its termination
   * handler reads what is left into doneFn. A background read that finished just before that handler
   * is delivered after doneFn, with a nil task ("last gasp"): here, when the output spans three chunks
   * or more, the one before the last arrives that way and doneFn carries the last.
   */
  #streamThenComplete(exitCode: number, stdout: string, stderr: string): void {
    const chunks: string[] = [];
    for (let at = 0; at < stdout.length; at += CHUNK_BYTES) chunks.push(stdout.slice(at, at + CHUNK_BYTES));
    const late = chunks.length >= 3 ? chunks.splice(-2, 1)[0] : undefined;
    const tail = late === undefined ? "" : chunks.pop()!;
    const deliver = (task: SimTask | undefined, out: string, err: string): boolean => {
      const kept = this.#ctx.bridge.callback(this.#stream, task, out, err);
      if (typeof kept !== "boolean")
        this.#ctx.print("E hs.task:setStreamingCallback() callback did not return a boolean");
      return kept === true;
    };
    let delivered = 0;
    while (delivered < chunks.length && deliver(this, chunks[delivered]!, "")) delivered++;
    if (delivered < chunks.length) {
      // Streaming stopped: the termination handler reads everything not yet delivered.
      const rest = [...chunks.slice(delivered + 1), late ?? "", tail].join("");
      return this.#complete(exitCode, rest, stderr);
    }
    const stderrStreamed = stderr !== "" && deliver(this, "", stderr);
    this.#complete(exitCode, tail, stderrStreamed ? "" : stderr);
    if (late !== undefined) deliver(undefined, late, "");
  }

  #complete(exitCode: number, stdout: string | undefined, stderr: string | undefined): void {
    this.#state = "done";
    this.#ctx.live.tasks.delete(this);
    this.#exitCode = exitCode;
    this.#ctx.bridge.callback(this.#done, exitCode, stdout, stderr);
  }
}

export function taskModule(ctx: SimContext) {
  return {
    new: (launchPath: string, done: unknown, streamOrArgs?: unknown, maybeArgs?: unknown) => {
      const args = (typeof streamOrArgs === "function" ? maybeArgs : streamOrArgs) ?? [];
      if (!Array.isArray(args) || args.some((a) => typeof a !== "string")) {
        ctx.print("E hs.task: arguments must all be strings");
        return undefined;
      }
      const stream = typeof streamOrArgs === "function" ? streamOrArgs : undefined;
      return new SimTask(ctx, launchPath, done, stream, args as string[]);
    },
  };
}
