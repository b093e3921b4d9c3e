import type { SpoonContext } from "../runtime";

/** How the agent is started: node, the agent's script (bin/hs-claude.js), and what it is given. */
export interface AgentLaunch {
  node: string;
  agent: string;
  port: number;
  home: string | undefined;
  apiKey: string | undefined;
}

/** Seconds before each launch while the link stays down: the first gives a running agent time to answer. */
const BACKOFF = [1, 2, 5, 10, 30];
/** A link that stayed up this long was healthy: the next failure starts the backoff again. */
const HEALTHY_SECONDS = 60;
/** What `hs-claude serve` says when the port is taken (another agent serves it). */
const PORT_TAKEN = "is in use";

/**
 * Keeps an agent running for the Spoon: while the link is down it launches `hs-claude serve` with
 * hs.task (after 1 s, so an agent already running is used instead), and again with backoff when that
 * dies or exits; stop() ends the one it started. The agent's output is read as it comes (an unread
 * pipe would block it once full) and its last line of errors is logged when it exits.
 */
export class AgentProcess {
  private task: hs.task.Task | undefined = undefined;
  private timer: hs.timer.Timer | undefined = undefined;
  private attempts = 0;
  private linkedSince: number | undefined = undefined;
  private lastError = "";
  private stopped = false;

  constructor(
    private readonly ctx: SpoonContext,
    /** What to launch, or why it cannot be launched (no node, no agent path). */
    private readonly launchWith: (this: void) => AgentLaunch | { error: string },
  ) {
    ctx.onRelease(() => this.stop());
  }

  /** The link came up (the agent, ours or not, answers) or went down. */
  linked(ready: boolean): void {
    const now = hs.timer.secondsSinceEpoch();
    if (ready) {
      this.linkedSince = now;
      this.cancelLaunch();
      return;
    }
    if (this.linkedSince !== undefined && now - this.linkedSince >= HEALTHY_SECONDS) this.attempts = 0;
    this.linkedSince = undefined;
    this.scheduleLaunch();
  }

  /** Whether this Spoon started the agent that runs now. */
  isRunning(): boolean {
    return this.task?.isRunning() ?? false;
  }

  stop(): void {
    this.stopped = true;
    this.cancelLaunch();
    if (this.task?.isRunning()) this.task.terminate();
    this.task = undefined;
  }

  private scheduleLaunch(): void {
    if (this.stopped || this.timer !== undefined || this.isRunning()) return;
    const delay = BACKOFF[math.min(this.attempts, BACKOFF.length - 1)]!;
    this.timer = this.ctx.keepTimer(hs.timer.doAfter(delay, () => this.launch()));
  }

  private cancelLaunch(): void {
    if (this.timer !== undefined) this.ctx.forgetTimer(this.timer);
    this.timer = undefined;
  }

  private launch(): void {
    this.cancelLaunch();
    if (this.stopped || this.linkedSince !== undefined) return;
    const launch = this.launchWith();
    if ("error" in launch) return this.ctx.logger.w(`cannot start the hs-claude agent: ${launch.error}`);
    this.attempts += 1;
    const args = [launch.agent, "serve", "--port", tostring(math.floor(launch.port))];
    const task = hs.task.new(
      launch.node,
      (code, _stdout, stderr) => this.exited(task, code, stderr),
      (_task, stdout, stderr) => this.output(stdout, stderr),
      args,
    );
    if (task === undefined) return this.ctx.logger.e(`cannot start the hs-claude agent with ${launch.node}`);
    const environment = task.environment();
    if (launch.home !== undefined) environment.HS_CLAUDE_HOME = launch.home;
    if (launch.apiKey !== undefined) environment.ANTHROPIC_API_KEY = launch.apiKey;
    task.setEnvironment(environment);
    if (task.start() === false) return this.ctx.logger.e(`cannot start the hs-claude agent with ${launch.node}`);
    this.task = task;
    this.ctx.keepTask(task);
    this.ctx.logger.i(
      `started the hs-claude agent ${launch.agent} with ${launch.node} (pid ${task.pid()}) on port ${launch.port}`,
    );
  }

  /** Output as it comes; nil is a read that ended inside a character, whose bytes hs.task drops (libtask.m). */
  private output(stdout: string | undefined, stderr: string | undefined): boolean {
    if (stdout === undefined || stderr === undefined)
      this.ctx.logger.i("part of the agent's output was lost (hs.task drops a read that is not whole UTF-8)");
    for (const [line] of string.gmatch(stdout ?? "", "[^\n]+")) this.ctx.logger.d(`agent: ${line}`);
    this.errorOutput(stderr ?? "");
    return true;
  }

  private errorOutput(stderr: string): void {
    for (const [line] of string.gmatch(stderr, "[^\n]+")) {
      this.ctx.logger.d(`agent: ${line}`);
      this.lastError = line;
    }
  }

  /** The task ended; `stderr` is what was not streamed (all of it once streaming stopped). */
  private exited(task: hs.task.Task | undefined, code: number, stderr: string | undefined): void {
    if (task !== undefined) this.ctx.forgetTask(task);
    if (task !== this.task || this.stopped) return;
    this.task = undefined;
    this.errorOutput(stderr ?? "");
    if (string.find(this.lastError, PORT_TAKEN, 1, true)[0] !== undefined) {
      this.ctx.logger.i("another hs-claude agent serves this port: the Spoon uses it");
    } else {
      this.ctx.logger.w(
        `the hs-claude agent exited (${code}): ${this.lastError === "" ? "no error output" : this.lastError}`,
      );
    }
    this.lastError = "";
    if (this.linkedSince === undefined) this.scheduleLaunch();
  }
}
