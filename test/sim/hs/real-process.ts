import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { constants as os } from "node:os";
import type { SimContext } from "./context.ts";

/** What a pipe holds before a writer blocks: without a streaming callback, libtask.m reads only at exit. */
const PIPE_BUFFER_BYTES = 64 * 1024;

/**
 * What hs.task hears from a process: each chunk (answer false to stop reading that pipe), and its end. Output
 * comes as libtask.m's NSString from UTF-8 data: undefined (nil in Lua) when the bytes read are not whole UTF-8,
 * as when a read ends inside a character; those bytes are lost.
 */
export interface ProcessListener {
  /** Absent: no streaming callback; output is read only when the process ends. */
  chunk?: (stdout: string | undefined, stderr: string | undefined) => boolean;
  exit: (exitCode: number, stdout: string | undefined, stderr: string | undefined) => void;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** `[[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]`: nil unless the bytes are whole UTF-8. */
function nsString(data: Buffer): string | undefined {
  try {
    return UTF8.decode(data);
  } catch {
    return undefined;
  }
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
 * is delivered as it comes, and a pipe is read on only while the callback answers true (an error in it
 * is no answer: libtask.m then stops reading that pipe); without one nothing is read until exit, so a
 * process that writes more than a pipe holds blocks (Hammerspoon #2656). The exit code of a process
 * killed by a signal is the signal's number, as NSTask's terminationStatus reports it. Until its first
 * output the process counts as starting (the simulated Mac is busy, not idle, meanwhile).
 */
export class RealProcess {
  readonly #child: ChildProcess;
  /** What nobody has read yet, by pipe: doneFn gets it. */
  readonly #unread = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  readonly #streaming: { stdout: boolean; stderr: boolean };

  constructor(ctx: SimContext, path: string, args: string[], env: Record<string, string>, listener: ProcessListener) {
    const streams = listener.chunk !== undefined;
    this.#streaming = { stdout: streams, stderr: streams };
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
      if (this.#streaming[stream]) {
        const text = nsString(data);
        this.#streaming[stream] = listener.chunk!(stream === "stdout" ? text : "", stream === "stderr" ? text : "");
        return;
      }
      const unread = this.#unread[stream];
      unread.push(data);
      // Nobody reads the pipe: once it is full the process blocks on its next write.
      if (unread.reduce((bytes, chunk) => bytes + chunk.length, 0) > PIPE_BUFFER_BYTES) child[stream]!.pause();
    };
    child.stdout!.on("data", read("stdout"));
    child.stderr!.on("data", read("stderr"));
    child.on("close", (code, signal) => {
      started();
      ctx.closers.delete(kill);
      if (pid !== undefined) ctx.processes.delete(pid);
      const status = code ?? (signal ? os.signals[signal] : 1);
      listener.exit(status, nsString(Buffer.concat(this.#unread.stdout)), nsString(Buffer.concat(this.#unread.stderr)));
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
