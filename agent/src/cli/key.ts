import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { storeKeychainKey } from "../llm/index.ts";
import { EXIT } from "./exit.ts";
import { printErr, printOut } from "./print.ts";

/** The key as typed (not echoed) at a terminal, or all of stdin when it is piped. */
async function readKey(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += String(chunk);
    return text.trim();
  }
  printErr("Anthropic API key (not shown): ");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  const line = await new Promise<string>((resolve) => prompt.once("line", resolve));
  prompt.close();
  printErr("\n");
  return line.trim();
}

/** `hs-claude key set`: the key into the macOS Keychain, where the agent finds it without an environment. */
export async function setKey(): Promise<number> {
  const key = await readKey();
  await storeKeychainKey(key);
  printOut("stored the key in the Keychain (service hs-claude); the agent uses it from its next call\n");
  return EXIT.done;
}
