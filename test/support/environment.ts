/** The environment variables that say where the agent is: its home and its port. */
const AGENT_VARIABLES = ["HS_CLAUDE_HOME", "HS_CLAUDE_PORT"] as const;

/**
 * The variables `names` as they are now; `restore()` puts them back, removing those that were not set. For tests that
 * point the CLI's code at another home or port: the next test in the process must find them as they were.
 */
export function savedEnvironment(names: readonly string[] = AGENT_VARIABLES): { restore(): void } {
  const saved = names.map((name) => [name, process.env[name]] as const);
  return {
    restore() {
      for (const [name, value] of saved)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    },
  };
}

/** `work` run with the variables of `env` set (undefined: unset), each put back as it was once it is done. */
export async function withEnvironment<T>(env: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = savedEnvironment(Object.keys(env));
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    return await work();
  } finally {
    saved.restore();
  }
}
