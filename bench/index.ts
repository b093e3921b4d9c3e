/** `npm run bench`: figures, not tests. */
import { benchPlanner } from "./planner.ts";
import { benchRoundTrip } from "./roundtrip.ts";
import { benchLoop } from "./loop.ts";
import { benchLatency } from "./latency.ts";
import { benchScreenshot } from "./screenshot.ts";
import { benchApps } from "./apps.ts";
import { benchPage } from "./page.ts";

console.log("== latency (a real Mac's costs on the simulated clock; targets of the product)");
await benchLatency();
console.log("\n== link round trip");
await benchRoundTrip();
console.log("\n== planner");
benchPlanner();
console.log("\n== apps' own tools");
await benchApps();
console.log("\n== screenshot");
await benchScreenshot();
console.log("\n== vision loop");
await benchLoop();
console.log("\n== the page: DOM steps and the vision loop");
await benchPage();
