import { appFindings } from "../apps";
import type { DoctorReport } from "../contract";
import { doctorReport } from "../ops";
import { broken, ok, type Finding, type SpoonContext } from "../runtime";

const near = (a: number, b: number) => math.abs(a - b) <= 1;
const PRIVACY = "System Settings › Privacy & Security";

function permissions(): Finding[] {
  return [
    hs.accessibilityState(false)
      ? ok("Accessibility granted (windows and apps)")
      : broken(`Accessibility missing: ${PRIVACY} › Accessibility › Hammerspoon on`),
    hs.screenRecordingState(false)
      ? ok("Screen Recording granted (screenshots show windows)")
      : broken(`Screen Recording missing: ${PRIVACY} › Screen & System Audio Recording › Hammerspoon on`),
  ];
}

/** Each screen: its frames and scale, the pointer sent to its middle and read back, a snapshot's pixel size. */
function screens(): Finding[] {
  const findings: Finding[] = [];
  const start = hs.mouse.absolutePosition();
  for (const screen of hs.screen.allScreens()) {
    const full = screen.fullFrame();
    const scale = screen.currentMode().scale;
    const name = `${screen.name() ?? "screen"} (id ${screen.id()})`;
    findings.push(ok(`${name}: ${full.w}×${full.h} points at ${full.x},${full.y}, scale ${scale}`));
    const middle = { x: math.floor(full.x + full.w / 2), y: math.floor(full.y + full.h / 2) };
    hs.mouse.absolutePosition(middle);
    const back = hs.mouse.absolutePosition();
    const on = hs.mouse.getCurrentScreen();
    const landed = near(back.x, middle.x) && near(back.y, middle.y) && on?.id() === screen.id();
    findings.push(
      landed
        ? ok(`${name}: the pointer went to ${middle.x},${middle.y} and was read back there`)
        : broken(`${name}: the pointer sent to ${middle.x},${middle.y} came back at ${back.x},${back.y}`),
    );
    const size = screen.snapshot()?.size();
    const want = { w: full.w * scale, h: full.h * scale };
    if (size === undefined) findings.push(broken(`${name}: no snapshot (Screen Recording?)`));
    else if (near(size.w, want.w) && near(size.h, want.h))
      findings.push(ok(`${name}: snapshot ${size.w}×${size.h} pixels`));
    else findings.push(broken(`${name}: snapshot ${size.w}×${size.h} pixels, expected ${want.w}×${want.h}`));
  }
  hs.mouse.absolutePosition(start);
  return findings;
}

/**
 * What only a Mac can show: permissions, screens and their scales, a pointer round trip per screen,
 * snapshots' pixel sizes, whether each app the Spoon scripts answers it (Automation), and the link to the agent.
 * `deep`: the first-contact report too (every hs call the Spoon relies on, every running app's read-only scripts).
 */
export async function selfTest(
  ctx: SpoonContext,
  link: { connected: (this: void) => boolean; port: number },
  deep = false,
): Promise<{ findings: Finding[]; report?: DoctorReport }> {
  const findings = [...permissions(), ...screens(), ...(await appFindings(ctx))];
  const agent = link.connected()
    ? ok(`linked to the agent on port ${link.port}`)
    : broken(`no agent on port ${link.port}: run \`npx hs-claude doctor\` in hs-claude`);
  return { findings: [...findings, agent], ...(deep ? { report: await doctorReport(ctx) } : {}) };
}

/** Where the report is kept: the agent keeps it in its home while linked; without it, the console is the copy. */
export async function keptWhere(
  report: DoctorReport,
  keep: ((this: void, report: DoctorReport) => Promise<{ file: string } | { problem: string }>) | undefined,
): Promise<string> {
  const copy = "copy it from here, or run `npx hs-claude doctor --deep` in hs-claude, which keeps it in a file";
  if (keep === undefined) return `Not kept: no agent is linked; ${copy}`;
  const kept = await keep(report);
  return "file" in kept ? `Kept in ${kept.file}: attach it to an issue.` : `Not kept (${kept.problem}); ${copy}`;
}
