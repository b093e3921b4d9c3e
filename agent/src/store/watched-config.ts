import { lstatSync } from "node:fs";
import { join } from "node:path";
import { loadConfig, type Config } from "./config.ts";

/** What tells one version of a file from the next: a change, a rename over it or its removal changes it. */
function stampOf(path: string): string | undefined {
  try {
    const { ino, size, mtimeMs, ctimeMs } = lstatSync(path);
    return `${ino}:${size}:${mtimeMs}:${ctimeMs}`;
  } catch (error) {
    // No file is a state of its own (the defaults); one that cannot be looked at is read each time, as before.
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "none" : undefined;
  }
}

/**
 * config.json, read when first asked and again whenever its stamp changed (a stat per call: a change is seen without
 * a restart); a failed read is never kept, so a broken file is refused at every call until it is mended.
 */
export function watchedConfig(home: string, read: (home: string) => Config = loadConfig): () => Config {
  const path = join(home, "config.json");
  let kept: { stamp: string; config: Config } | undefined;
  return () => {
    const stamp = stampOf(path);
    if (stamp !== undefined && kept?.stamp === stamp) return kept.config;
    const config = read(home);
    kept = stamp === undefined ? undefined : { stamp, config };
    return config;
  };
}
