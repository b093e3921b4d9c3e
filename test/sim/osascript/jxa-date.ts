// JXA's Date on the simulated Mac: `new Date()` and `Date.now()` read the Mac's date (`sim.startDate` and the
// simulated clock), and the local fields (getHours, `new Date(y, m, d)`, setDate...) are in its time zone
// (`sim.timeZone`), as a script on that Mac reads them; the host's own zone never shows. installMacDate is
// stringified and evaluated inside the script's vm context, like installJxaBridge: no imports, nothing from outside.

/** The Mac's date and time zone, as one osascript run reads them. */
export interface MacTime {
  now(): number;
  timeZone: string;
}

export function installMacDate(now: () => number, timeZone: string): void {
  "use strict";
  const NativeDate = Date;
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
  });
  /** How far local time is ahead of UTC at the instant `ms`. */
  const offsetAt = (ms: number): number => {
    const whole = Math.floor(ms / 1000) * 1000;
    const parts = format.formatToParts(new NativeDate(whole));
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const local = NativeDate.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"));
    return local + field("second") * 1000 - whole;
  };
  /** The instant of a local time given as if it were UTC (a time a DST gap skips: after it). */
  const instantOf = (asUtc: number): number => asUtc - offsetAt(asUtc - offsetAt(asUtc));
  const localFields = (ms: number): number[] => {
    const local = new NativeDate(ms + offsetAt(ms));
    return [
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate(),
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
      local.getUTCDay(),
    ];
  };
  const fromFields = (fields: number[]): number =>
    instantOf(
      NativeDate.UTC(
        fields[0]!,
        fields[1] ?? 0,
        fields[2] ?? 1,
        fields[3] ?? 0,
        fields[4] ?? 0,
        fields[5] ?? 0,
        fields[6] ?? 0,
      ),
    );
  // A date-time without a zone is local time, as JavaScript reads it.
  const LOCAL_TEXT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/;

  class MacDate extends NativeDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else if (args.length > 1) super(fromFields(args.map(Number)));
      else if (typeof args[0] === "string" && LOCAL_TEXT.test(args[0]))
        super(instantOf(NativeDate.parse(`${args[0]}Z`)));
      else super(args[0] as number);
    }
    static override now(): number {
      return now();
    }
    override getTimezoneOffset(): number {
      return -offsetAt(this.getTime()) / 60_000;
    }
    override toString(): string {
      const offset = -this.getTimezoneOffset();
      const sign = offset < 0 ? "-" : "+";
      const zone = `${Math.floor(Math.abs(offset) / 60) * 100 + (Math.abs(offset) % 60)}`.padStart(4, "0");
      const local = new NativeDate(this.getTime() + offset * 60_000).toUTCString().replace(" GMT", "");
      return `${local} GMT${sign}${zone}`;
    }
  }
  const getters = ["FullYear", "Month", "Date", "Hours", "Minutes", "Seconds", "Milliseconds", "Day"];
  getters.forEach((name, index) => {
    Object.defineProperty(MacDate.prototype, `get${name}`, {
      value: function (this: Date) {
        return localFields(this.getTime())[index];
      },
    });
    if (name === "Day") return;
    Object.defineProperty(MacDate.prototype, `set${name}`, {
      value: function (this: Date, ...values: unknown[]) {
        const fields = localFields(this.getTime()).slice(0, 7);
        values.forEach((value, i) => {
          if (index + i < 7) fields[index + i] = Number(value);
        });
        return this.setTime(fromFields(fields));
      },
    });
  });
  // Local text in the Mac's zone unless the script names another.
  for (const name of ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"] as const) {
    Object.defineProperty(MacDate.prototype, name, {
      value: function (this: Date, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        return NativeDate.prototype[name].call(this, locales, { timeZone, ...options });
      },
    });
  }
  Object.defineProperty(globalThis, "Date", { value: MacDate, writable: true, configurable: true });
}
