/** `npm run bench`: figures, not tests. */
import { benchRoundTrip } from "./roundtrip.ts";

console.log("== link round trip");
await benchRoundTrip();
