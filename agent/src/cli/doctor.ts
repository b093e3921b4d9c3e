import { existsSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { OFFLINE_ONLY } from "../app/index.ts";
import { isExpected, messageOf } from "../errors/index.ts";
import { connectClient } from "../link/index.ts";
import { keychainKey } from "../llm/index.ts";
import { checkedHome, homeNamed, homeRefusal, loadConfig, readHomeFile, whyHomeCannotBeMade } from "../store/index.ts";
import { plainLine } from "../util/index.ts";
import { AGENT_VERSION } from "../version.ts";
import { hsClaude } from "./command-name.ts";
import { EXIT } from "./exit.ts";
import { agentPort } from "./port.ts";
import { printOut } from "./print.ts";

/** One line of the report: ✓ fine, ! works but worth knowing, ✗ broken (with what to do). */
export interface Finding {
  mark: "✓" | "!" | "✗";
  text: string;
  fix?: string;
}

const ok = (text: string): Finding => ({ mark: "✓", text });
const note = (text: string, fix: string): Finding => ({ mark: "!", text, fix });
export const broken = (text: string, fix: string): Finding => ({ mark: "✗", text, fix });

/** A finding as doctor prints it: its line, and what to do below it. */
export const findingLines = (finding: Finding): string[] => [
  `${finding.mark} ${plainLine(finding.text)}`,
  ...(finding.fix ? [`    ${plainLine(finding.fix)}`] : []),
];

export function checkNode(): Finding {
  const major = Number(process.versions.node.split(".")[0]);
  const node = `node ${process.versions.node} (${process.execPath})`;
  return major >= 20 ? ok(node) : broken(node, "install node 20 or later");
}

/** Which hs-claude this is: an installed package's bundle, a clone's bundle, or a clone's sources through tsx. */
export function checkThisAgent(): Finding {
  const code = fileURLToPath(import.meta.url);
  if (code.endsWith(".cjs")) return ok(`this hs-claude: ${code}`);
  return ok(`this hs-claude: the sources in ${join(dirname(code), "..")}, through tsx`);
}

/** A home not made yet: the agent makes it when it starts, unless no folder can ever be made there. */
function missingHome(home: string): Finding {
  const why = whyHomeCannotBeMade(home);
  if (!why) return broken(`no home at ${home} yet`, `start the agent once: ${hsClaude()} serve`);
  return broken(
    `${homeNamed(home)} can never be made: ${why}`,
    "set HS_CLAUDE_HOME to a folder you own (or unset it for ~/.hs-claude)",
  );
}

/** Only the person may read the home and the token (the token lets a process drive this Mac). */
function checkHome(home: string): Finding[] {
  if (!existsSync(home)) return [missingHome(home)];
  // As every verb judges it: a folder that is not an hs-claude home, or that others can open, is refused.
  const refused = homeRefusal(home);
  if (refused) return [broken(refused.problem, refused.fix)];
  const findings = [ok(`home ${home}, only you can open it`)];
  const token = join(home, "token");
  if (!existsSync(token)) findings.push(broken("no token yet", `start the agent once: ${hsClaude()} serve`));
  else if (!statSync(token).isFile())
    findings.push(
      broken(
        `${token} is ${statSync(token).isDirectory() ? "a folder" : "not a file"}, not the token`,
        `remove it (rm -r ${token}), then start the agent once: ${hsClaude()} serve`,
      ),
    );
  else if ((statSync(token).mode & 0o077) !== 0)
    findings.push(broken("others can read the token", `chmod 600 ${token}`));
  else findings.push(ok("token readable by you alone"));
  try {
    loadConfig(home);
    findings.push(ok(existsSync(join(home, "config.json")) ? "config.json is valid" : "no config.json: defaults"));
  } catch (error) {
    findings.push(broken(messageOf(error), `fix or remove ${join(home, "config.json")}`));
  }
  return findings;
}

export async function checkKey(): Promise<Finding> {
  if (process.env.ANTHROPIC_API_KEY) return ok("API key from ANTHROPIC_API_KEY");
  if (await keychainKey()) return ok("API key in the Keychain");
  return note(OFFLINE_ONLY, "hs-claude key set (or ANTHROPIC_API_KEY for the agent)");
}

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The token, when there is one to read (checkHome reports one that is missing, a link or not a file). */
function readToken(file: string): string | undefined {
  try {
    return readHomeFile(file)?.trim();
  } catch {
    return undefined;
  }
}

/** The agent on its port, and the Spoon connected to it; or, with none there, whether one could listen. */
async function checkAgent(home: string, port: number): Promise<Finding[]> {
  const token = readToken(join(home, "token"));
  if (token) {
    try {
      const client = await connectClient({ port, token, name: "hs-claude doctor", version: AGENT_VERSION });
      try {
        const { spoon, agent } = (await client.call("status", {}, 3_000)) as {
          spoon: { name: string; version: string } | null;
          agent?: { script: string; node: string };
        };
        // An agent of an earlier version does not say which it is.
        const which = agent ? `: ${plainLine(agent.script)}, run by ${plainLine(agent.node)}` : "";
        return [
          ok(`agent hs-claude ${plainLine(client.welcome.agent)} serving 127.0.0.1:${port}${which}`),
          spoon
            ? ok(`Spoon connected: ${plainLine(spoon.name)} ${plainLine(spoon.version)}`)
            : broken("no Spoon connected", 'in Hammerspoon: hs.loadSpoon("Claude"); spoon.Claude:start()'),
        ];
      } finally {
        client.close();
      }
    } catch (error) {
      if (!isExpected(error)) throw error;
    }
  }
  if (await portIsFree(port))
    return [
      broken(
        `no agent on port ${port}`,
        `${hsClaude()} serve (or let the Spoon start it: ${hsClaude()} install-spoon)`,
      ),
    ];
  return [
    broken(
      `port ${port} is taken by something that does not answer as this agent`,
      "stop it, or run the agent with --port N and set spoon.Claude.port = N",
    ),
  ];
}

/** What doctor finds on the agent's side, in the order it reports it. */
export async function diagnose(home: string, port: number): Promise<Finding[]> {
  return [checkNode(), checkThisAgent(), ...checkHome(home), await checkKey(), ...(await checkAgent(home, port))];
}

/** `hs-claude doctor`: the agent side, checked; every ✗ says what to do. Exit 1 when something is broken. */
export async function doctor(port: number | undefined): Promise<number> {
  const findings = await diagnose(checkedHome(), port ?? agentPort());
  // A finding may quote a file or what the Spoon said of itself: each is one line.
  for (const finding of findings) printOut(`${findingLines(finding).join("\n")}\n`);
  const macSide = "permissions, screens, the mouse, whether the browser runs page steps";
  printOut(`The Mac's side (${macSide}): in Hammerspoon's console, spoon.Claude:selfTest()\n`);
  return findings.some((finding) => finding.mark === "✗") ? EXIT.failed : EXIT.done;
}
