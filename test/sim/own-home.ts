import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareHome } from "../../agent/src/store/index.ts";
import { processAlive } from "../../agent/src/util/index.ts";

/** `hs-claude-sim-<pid>-XXXXXX`: the folder names the process that made it, so a later one can tell it is gone. */
const OWN_HOME = /^hs-claude-sim-(\d+)-[A-Za-z0-9]{6}$/;
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** The homes this process made and has not released yet. */
const homes = new Set<string>();

/**
 * A fresh agent home for a simulated Mac, in the temporary folder. It goes when released, when this process exits,
 * or when a signal ends it; what a process killed outright (SIGKILL) left is removed by the next one to make a home.
 */
export function makeOwnHome(): string {
  removeStaleHomes();
  // Marked as a home hs-claude made: its agent may write its log before anything asks for the home.
  const home = prepareHome(mkdtempSync(join(tmpdir(), `hs-claude-sim-${process.pid}-`)));
  if (homes.size === 0) guard.on();
  homes.add(home);
  return home;
}

export function releaseOwnHome(home: string): void {
  if (homes.delete(home) && homes.size === 0) guard.off();
  rmSync(home, { recursive: true, force: true });
}

function releaseAll(): void {
  for (const home of homes) releaseOwnHome(home);
}

/** Removes the homes of processes that are gone; another person's (EPERM) or a live process's stay. */
function removeStaleHomes(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = OWN_HOME.exec(name)?.[1];
    if (pid === undefined || processAlive(Number(pid))) continue;
    try {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    } catch {
      // Not ours to remove (another person's, in a shared temporary folder): it stays, and so does their token.
    }
  }
}

/**
 * While this process has homes: they go on exit, and on a signal nobody else handles (which then ends the process).
 * Without homes it listens to nothing, as it found the process.
 */
const guard = (() => {
  const signalled = new Map(
    SIGNALS.map((signal) => {
      const ended = () => {
        // Another handler (the CLI's Ctrl-C cancels a run) decides what the signal means; the exit handler cleans up.
        if (process.listenerCount(signal) > 1) return;
        releaseAll();
        process.kill(process.pid, signal);
      };
      return [signal, ended];
    }),
  );
  return {
    on() {
      process.on("exit", releaseAll);
      for (const [signal, ended] of signalled) process.on(signal, ended);
    },
    off() {
      process.off("exit", releaseAll);
      for (const [signal, ended] of signalled) process.off(signal, ended);
    },
  };
})();
