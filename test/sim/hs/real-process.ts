import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { constants as os } from "node:os";
import type { SimContext } from "./context.ts";

/** What a pipe holds before a writer blocks: without a streaming callback, libtask.m reads only at exit. */
const PIPE_BUFFER_BYTES = 64 * 1024;

/** What hs.task hears from a process: each chunk (answer false to stop streaming), and its end. */
export interface ProcessListener {
  /** Absent: no streaming callback; output is read only when the process ends. */
  chunk?: (stdout: string, stderr: string) => boolean;
  exit: (exitCode: number, stdout: string, stderr: string) => void;
}

/** Whether hs.task could launch this: a full path to an executable file (it takes no PATH lookup). */
export function launchable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return path.startsWith("/");
  } catch {
    return false;
  }
}

/**
 * A real process behind a simulated hs.task, as NSTask runs it: the environment given (else
 * Hammerspoon's), stdin from /dev/null, stdout and stderr piped. With a streaming callback each chunk
 * is delivered as it comes; without one nothing is read until exit, so a process that writes more
 * than a pipe holds blocks (Hammerspoon #2656). The exit code of a process killed by a signal is the
 * signal's number, as NSTask's terminationStatus reports it. Until its first output the process counts
 * as starting (the simulated Mac is busy, not idle, meanwhile).
 */
export class RealProcess {
  readonly #child: ChildProcess;
  #stdout = "";
  #stderr = "";
  #streaming: boolean;

  constructor(ctx: SimContext, path: string, args: string[], env: Record<string, string>, listener: ProcessListener) {
    this.#streaming = listener.chunk !== undefined;
    this.#child = spawn(path, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const child = this.#child;
    ctx.starting.add(this);
    const pid = child.pid;
    if (pid !== undefined) ctx.processes.add(pid);
    const started = () => ctx.starting.delete(this);
    const kill = () => child.kill("SIGKILL");
    ctx.closers.add(kill);
    const read = (stream: "stdout" | "stderr") => (data: Buffer) => {
      started();
      const text = data.toString("utf8");
      if (this.#streaming) {
        this.#streaming = listener.chunk!(stream === "stdout" ? text : "", stream === "stderr" ? text : "");
        return;
      }
      if (stream === "stdout") this.#stdout += text;
      else this.#stderr += text;
      // Nobody reads the pipe: once it is full the process blocks on its next write.
      if (this.#stdout.length + this.#stderr.length > PIPE_BUFFER_BYTES) child[stream]!.pause();
    };
    child.stdout!.on("data", read("stdout"));
    child.stderr!.on("data", read("stderr"));
    child.on("close", (code, signal) => {
      started();
      ctx.closers.delete(kill);
      if (pid !== undefined) ctx.processes.delete(pid);
      const status = code ?? (signal ? os.signals[signal] : 1);
      listener.exit(status, this.#stdout, this.#stderr);
    });
    child.on("error", (error) => ctx.print(`E hs.task: ${error.message}`));
  }

  get pid(): number {
    return this.#child.pid ?? -1;
  }

  /** SIGTERM, as [NSTask terminate]; the termination callback comes when the process has gone. */
  terminate(): void {
    this.#child.kill("SIGTERM");
  }
}
