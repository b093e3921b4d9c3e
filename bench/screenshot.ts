/**
 * What one screenshot of a 3024×1964 Retina screen costs when sent: bytes and visual tokens as the
 * Spoon downscales it (the real bundle in the simulator, a real JPEG), beside sending it full size.
 */
import { join } from "node:path";
import { visualTokens } from "../agent/src/contract/index.ts";
import { startSimMac } from "../test/sim/index.ts";
import { DESKTOPS, tempHome } from "../test/support/index.ts";
import { ms, summary, timeEach } from "./stats.ts";

/** Anthropic's estimate for images on models before the newest: (w·h)/750 tokens. */
const olderTokens = (w: number, h: number) => Math.ceil((w * h) / 750);

/** One screenshot as sent: its size in pixels and bytes, and its visual tokens. */
export interface ShotFigures {
  w: number;
  h: number;
  bytes: number;
  tokens: number;
}

export async function benchScreenshot(): Promise<ShotFigures> {
  const home = tempHome();
  const sim = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json"), home: home.path });
  try {
    const shot = await sim.agent!.spoon.read("capture_screen", { screenId: 2 });
    const bytes = Buffer.from(shot.data, "base64").length;
    const { w, h } = shot.image;
    console.log(`3024×1964 Retina screen (1512×982 points) sent as ${w}×${h} JPEG: ${(bytes / 1024).toFixed(0)} KB`);
    console.log(
      `  visual tokens: ${visualTokens(w, h)} (newest models, ⌈w/28⌉·⌈h/28⌉), ${olderTokens(w, h)} (older, w·h/750)`,
    );
    console.log(
      `  full size would be ${visualTokens(3024, 1964)} / ${olderTokens(3024, 1964)} tokens, over every model's limit`,
    );
    const samples = await timeEach(20, 3, () => sim.agent!.spoon.read("capture_screen", { screenId: 2 }));
    const { p50, p99 } = summary(samples);
    console.log(`  capture → downscale → JPEG → agent, in the simulator: p50 ${ms(p50)}, p99 ${ms(p99)}`);
    return { w, h, bytes, tokens: visualTokens(w, h) };
  } finally {
    await sim.close();
    home.remove();
  }
}
