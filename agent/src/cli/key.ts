import { askAtTerminal, processIo, type TerminalIo } from "../exec/index.ts";
import { keychainTool, storeKeychainKey } from "../llm/index.ts";
import { EXIT } from "./exit.ts";
import { printErr, printOut } from "./print.ts";
import { CANCELLED } from "./interrupt.ts";

/** The key as typed (not echoed) at a terminal, or all of stdin when it is piped; undefined when cancelled. */
async function readKey(io: TerminalIo): Promise<string | undefined> {
  if (!(io.terminal ?? process.stdin.isTTY)) {
    let text = "";
    for await (const chunk of io.input) text += String(chunk);
    return text.trim();
  }
  const line = await askAtTerminal(io, "Anthropic API key (not shown): ", true);
  io.output.write("\n");
  return line?.trim();
}

/** `hs-claude key set`: the key into the macOS Keychain, where the agent finds it without an environment. */
export async function setKey(io: TerminalIo = processIo(), env: NodeJS.ProcessEnv = process.env): Promise<number> {
  // Without a Keychain there is nowhere to keep it: said before the person types a key for nothing.
  keychainTool(env);
  const key = await readKey(io);
  if (key === undefined) {
    printErr(`hs-claude: ${CANCELLED}\n`);
    return EXIT.cancelled;
  }
  await storeKeychainKey(key, env);
  printOut("stored the key in the Keychain (service hs-claude); the agent uses it from its next call\n");
  return EXIT.done;
}
