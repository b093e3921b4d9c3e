import { platform } from "node:os";
import { promisify } from "node:util";
import { InputError } from "../errors/index.ts";
import { childProcess } from "../util/index.ts";

/** A program's output, once it ends (child_process loads when the Keychain is first asked). */
const run = (file: string, args: string[], options: { timeout: number }) =>
  promisify(childProcess().execFile)(file, args, options);
/** The Keychain item the key lives in: service hs-claude, account hs-claude. */
const SERVICE = "hs-claude";
/** What an Anthropic key can hold; anything else is refused before it reaches `security`'s command line. */
const KEY_CHARACTERS = /^[A-Za-z0-9_-]{20,200}$/;

/** macOS's `security`, or $HS_CLAUDE_SECURITY (a stand-in, for tests); none elsewhere. */
export function securityTool(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.HS_CLAUDE_SECURITY || (platform() === "darwin" ? "/usr/bin/security" : undefined);
}

/** `security`, to store a key with; on a system without a Keychain, an InputError saying what to do instead. */
export function keychainTool(env: NodeJS.ProcessEnv = process.env): string {
  const security = securityTool(env);
  if (!security)
    throw new InputError("the Keychain is macOS's: on this system give the agent ANTHROPIC_API_KEY in its environment");
  return security;
}

/** The key `hs-claude key set` stored in the Keychain, or undefined when there is none (or no Keychain). */
export async function keychainKey(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const security = securityTool(env);
  if (!security) return undefined;
  try {
    const { stdout } = await run(security, ["find-generic-password", "-s", SERVICE, "-w"], { timeout: 5_000 });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the key in the Keychain (replacing one there). It goes to `security`'s interactive mode on
 * stdin, never on a command line another process could read.
 */
export async function storeKeychainKey(key: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const security = keychainTool(env);
  if (!KEY_CHARACTERS.test(key))
    throw new InputError("that does not look like an Anthropic API key (letters, digits, - and _; e.g. sk-ant-...)");
  await new Promise<void>((resolve, reject) => {
    const child = childProcess().execFile(security, ["-i"], { timeout: 10_000 }, (error) =>
      error ? reject(error) : resolve(),
    );
    child.stdin!.end(`add-generic-password -U -s ${SERVICE} -a ${SERVICE} -w ${key}\n`);
  }).catch((error: Error) => {
    throw new InputError(`the Keychain did not take the key: ${error.message.split("\n")[0]}`);
  });
}
