// The JXA runtime as the script sees it: Application(), object specifiers, console, delay.
// installJxaBridge is stringified and evaluated inside the script's vm context, so the script only
// ever touches objects of its own realm; it reaches the host through one string-in, string-out call.
// It must stay self-contained: no imports at run time, no references to this module's scope.
import type {
  AppleEvent,
  EventReply,
  JsonRecord,
  JsonValue,
  ObjectReference,
  ReplyValue,
  ScriptingDictionary,
  Specifier,
  WhoseComparison,
  WhoseTest,
} from "./apple-events.ts";

export type BridgeRequest =
  | { type: "lookup"; name: string }
  | { type: "running" | "launch"; app: string }
  | { type: "event"; app: string; event: AppleEvent }
  | { type: "log"; text: string }
  | { type: "delay"; seconds: number };

/** The value a successful lookup replies with. */
export interface AppInfo {
  name: string;
  dictionary: ScriptingDictionary;
}

/** What the host reads back after a run, as JSON: the displayed result or the error. */
export type RunOutcome = { ok: true; text: string | null } | { ok: false; text: string; number: number };

export function installJxaBridge(hostCall: (request: string) => string): void {
  "use strict";
  type Callable = (...args: unknown[]) => unknown;
  type Kind = "object" | "elements" | "value";
  interface Info {
    app: AppInfo;
    spec: Specifier;
    className: string;
    kind: Kind;
  }

  const infos = new WeakMap<object, Info>();
  const pendingMakes = new WeakMap<object, (at: Specifier | null) => unknown>();
  // Dictionary lookups must not find Object.prototype members such as "constructor".
  const own = <T>(record: Record<string, T>, key: string): T | undefined =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  const jxaError = (number: number, message: string): Error =>
    Object.assign(new Error(message), { errorNumber: number });

  const ask = (request: BridgeRequest): ReplyValue => {
    const reply = JSON.parse(hostCall(JSON.stringify(request))) as EventReply;
    if (!reply.ok) throw jxaError(reply.number, reply.message);
    return reply.value;
  };
  const fromReply = (app: AppInfo, value: ReplyValue): unknown => {
    if (Array.isArray(value)) return value.map((item) => fromReply(app, item));
    if (value !== null && typeof value === "object" && "$date" in value) return new Date(Number(value.$date));
    if (value === null || typeof value !== "object" || !("$specifier" in value)) return value;
    const reference = value as ObjectReference;
    return specifier({ app, spec: reference.$specifier, className: reference.$class, kind: "object" });
  };
  const send = (app: AppInfo, event: AppleEvent): unknown =>
    fromReply(app, ask({ type: "event", app: app.name, event }));
  // An object specifier in a command's parameters (`{to: folder}`) crosses as the reference a reply carries, a Date
  // (read before its toJSON made it text) as its ms.
  const asReference = function (this: unknown, key: string, item: unknown): unknown {
    const original: unknown = Reflect.get(Object(this), key);
    if (Object.prototype.toString.call(original) === "[object Date]") return { $date: (original as Date).getTime() };
    const info = typeof item === "function" || typeof item === "object" ? infos.get(item as object) : undefined;
    return info ? { $specifier: info.spec, $class: info.className } : item;
  };
  const toJson = (value: unknown): JsonValue =>
    value === undefined ? null : (JSON.parse(JSON.stringify(value, asReference) ?? "null") as JsonValue);
  const toRecord = (value: unknown): JsonRecord =>
    value !== null && typeof value === "object" ? (toJson(value) as JsonRecord) : {};
  // A command's direct parameter comes first (spotify.playTrack(uri, {inContext})); a record alone is its parameters.
  const commandArgs = (first: unknown, parameters: unknown): JsonRecord =>
    first === undefined || (parameters === undefined && typeof first === "object" && !Array.isArray(first))
      ? toRecord(first)
      : { ...toRecord(parameters), direct: toJson(first) };

  const path = (spec: Specifier): string => {
    switch (spec.form) {
      case "application":
        return "";
      case "every":
        return `${path(spec.container)}.${spec.element}`;
      case "index":
        return `${path(spec.container)}.${spec.element}.at(${spec.index})`;
      case "id":
        return `${path(spec.container)}.${spec.element}.byId(${JSON.stringify(spec.id)})`;
      case "name":
        return `${path(spec.container)}.${spec.element}.byName(${JSON.stringify(spec.name)})`;
      case "property":
        return `${path(spec.container)}.${spec.property}`;
      case "whose":
        return `${path(spec.container)}.${spec.element}.whose(${JSON.stringify(spec.test)})`;
    }
  };
  const describe = (info: Info): string => `Application(${JSON.stringify(info.app.name)})${path(info.spec)}`;

  const specifier = (info: Info): Callable => {
    const proxy = new Proxy((() => undefined) as Callable, {
      apply: () => send(info.app, { kind: "get", target: info.spec }),
      get: (_target, key) => (typeof key === "symbol" ? symbolMember(info, key) : member(info, key)),
      set: (_target, key, value) => assign(info, key, value),
    });
    infos.set(proxy, info);
    return proxy;
  };
  const child = (info: Info, spec: Specifier, className: string, kind: Kind): Callable =>
    specifier({ app: info.app, spec, className, kind });
  const symbolMember = (info: Info, key: symbol): unknown =>
    key === Symbol.toPrimitive ? () => describe(info) : undefined;

  const member = (info: Info, key: string): unknown => {
    const special =
      info.kind === "value"
        ? valueMember(info, key)
        : info.kind === "elements"
          ? elementsMember(info, key)
          : info.spec.form === "application"
            ? applicationMember(info, key)
            : undefined;
    if (special !== undefined) return special;
    const terms = info.kind === "value" ? undefined : own(info.app.dictionary.classes, info.className);
    const property = terms && own(terms.properties, key);
    const propertySpec: Specifier = { form: "property", container: info.spec, property: key };
    if (property)
      return property.type === "value"
        ? child(info, propertySpec, info.className, "value")
        : child(info, propertySpec, property.type.class, "object");
    const elementClass = terms && own(terms.elements, key);
    if (elementClass)
      return child(info, { form: "every", container: info.spec, element: key }, elementClass, "elements");
    if (terms?.commands.includes(key)) {
      return (first?: unknown, parameters?: unknown) =>
        send(info.app, { kind: "command", name: key, target: info.spec, args: commandArgs(first, parameters) });
    }
    if (key === "get") return () => send(info.app, { kind: "get", target: info.spec });
    return key === "toString" ? () => describe(info) : undefined;
  };

  const valueMember = (info: Info, key: string): unknown => {
    if (key !== "set") return undefined;
    return (value: unknown) => send(info.app, { kind: "set", target: info.spec, value: toJson(value) });
  };

  const elementsMember = (info: Info, key: string): unknown => {
    const spec = info.spec;
    if (spec.form === "whose" && key === "length") return send(info.app, { kind: "count", target: spec });
    if (spec.form !== "every") return undefined;
    const at = (index: number): Callable =>
      child(
        info,
        { form: "index", container: spec.container, element: spec.element, index: Number(index) },
        info.className,
        "object",
      );
    if (/^-?\d+$/.test(key)) return at(Number(key));
    switch (key) {
      case "length":
        return send(info.app, { kind: "count", target: spec });
      case "at":
        return at;
      case "byId":
        return (id: unknown) =>
          child(
            info,
            { form: "id", container: spec.container, element: spec.element, id: toJson(id) },
            info.className,
            "object",
          );
      case "byName":
        return (name: unknown) =>
          child(
            info,
            { form: "name", container: spec.container, element: spec.element, name: String(name) },
            info.className,
            "object",
          );
      case "push":
        return (...made: unknown[]) => made.map((object) => makeAt(object, spec)).pop();
      case "whose":
        return (test: unknown) =>
          child(
            info,
            { form: "whose", container: spec.container, element: spec.element, test: whoseTest(info, test) },
            info.className,
            "elements",
          );
    }
    return undefined;
  };

  // JXA's whose forms: {name: "x"} (equals), {name: {_contains: "x"}}, {_and: [...]}, {_or: [...]}, {_not: [...]};
  // several keys in one object must all hold. A property the elements' class lacks fails as a Mac fails it.
  const comparisons: Record<string, WhoseComparison> = {
    _equals: "equals",
    _contains: "contains",
    _beginsWith: "beginsWith",
    _endsWith: "endsWith",
    _lessThan: "lessThan",
    _lessThanEquals: "lessThanEquals",
    _greaterThan: "greaterThan",
    _greaterThanEquals: "greaterThanEquals",
  };
  const whoseTest = (info: Info, test: unknown): WhoseTest => {
    if (test === null || typeof test !== "object") throw jxaError(-1700, "Can't convert types.");
    const parts = Object.entries(test).map(([key, value]): WhoseTest => {
      const list = () => (Array.isArray(value) ? value : [value]).map((part) => whoseTest(info, part));
      if (key === "_and") return { all: list() };
      if (key === "_or") return { any: list() };
      if (key === "_not") return { not: { all: list() } };
      const terms = own(info.app.dictionary.classes, info.className);
      if (!terms || !own(terms.properties, key)) throw jxaError(-1700, "Can't convert types.");
      const operator = value !== null && typeof value === "object" ? Object.keys(value)[0] : undefined;
      const compare = operator === undefined ? undefined : own(comparisons, operator);
      if (operator !== undefined && !compare) throw jxaError(-1700, "Can't convert types.");
      const operand = compare ? Reflect.get(value as object, operator!) : value;
      return { property: key, compare: compare ?? "equals", value: toJson(operand) };
    });
    return parts.length === 1 ? parts[0]! : { all: parts };
  };

  const makeAt = (object: unknown, at: Specifier): unknown => {
    const make =
      object !== null && (typeof object === "function" || typeof object === "object")
        ? pendingMakes.get(object)
        : undefined;
    if (!make) throw jxaError(-1700, "Can't convert types.");
    return make(at);
  };

  const applicationMember = (info: Info, key: string): unknown => {
    if (key === "running") return () => ask({ type: "running", app: info.app.name });
    if (key === "launch")
      return () => {
        ask({ type: "launch", app: info.app.name });
      };
    const className = key.charAt(0).toLowerCase() + key.slice(1);
    const isConstructor = key.charAt(0) !== className.charAt(0) && className !== info.app.dictionary.application;
    if (!isConstructor || !own(info.app.dictionary.classes, className)) return undefined;
    return (properties?: unknown) => newObject(info.app, className, toRecord(properties));
  };

  // chrome.Tab({...}) is a placeholder until pushed or made; afterwards it stands for the made object.
  const newObject = (app: AppInfo, className: string, properties: JsonRecord): Callable => {
    let made: unknown;
    const make = (at: Specifier | null): unknown => {
      if (made === undefined) made = send(app, { kind: "make", className, at, properties });
      return made;
    };
    const placeholder = new Proxy((() => undefined) as Callable, {
      apply: (_target, _this, args) => (typeof made === "function" ? Reflect.apply(made, undefined, args) : undefined),
      get: (_target, key) =>
        typeof made === "function" ? Reflect.get(made, key) : key === "make" ? () => make(null) : undefined,
      set: (_target, key, value) => (typeof made === "function" ? Reflect.set(made, key, value) : true),
    });
    pendingMakes.set(placeholder, make);
    return placeholder;
  };

  const assign = (info: Info, key: string | symbol, value: unknown): boolean => {
    const terms =
      typeof key === "string" && info.kind !== "value" ? own(info.app.dictionary.classes, info.className) : undefined;
    // Unknown names are ignored, like includeStandardAdditions.
    if (typeof key !== "string" || !terms || !own(terms.properties, key)) return true;
    send(info.app, {
      kind: "set",
      target: { form: "property", container: info.spec, property: key },
      value: toJson(value),
    });
    return true;
  };

  const display = (value: unknown): string | undefined => {
    if (value === undefined) return undefined;
    if (value === null) return "null";
    const info = typeof value === "function" || typeof value === "object" ? infos.get(value) : undefined;
    if (info) return describe(info);
    if (Array.isArray(value)) return value.map((item) => display(item) ?? "undefined").join(", ");
    if (typeof value !== "object") return String(value);
    return Object.entries(value)
      .map(([key, item]) => `${key}:${display(item) ?? "undefined"}`)
      .join(", ");
  };

  const describeError = (thrown: unknown): { text: string; number: number } => {
    const errorNumber = thrown !== null && typeof thrown === "object" ? Reflect.get(thrown, "errorNumber") : undefined;
    let text = "Error";
    try {
      text = String(thrown);
    } catch {
      /* an unprintable throw keeps the generic text */
    }
    return { text, number: typeof errorNumber === "number" ? errorNumber : -2700 };
  };

  const finish = (value: unknown, argvJson: string): string => {
    try {
      const run = Reflect.get(globalThis, "run");
      const result = typeof run === "function" ? Reflect.apply(run, undefined, [JSON.parse(argvJson)]) : value;
      return JSON.stringify({ ok: true, text: display(result) ?? null });
    } catch (thrown) {
      return JSON.stringify({ ok: false, ...describeError(thrown) });
    }
  };

  const Application = (name: unknown): Callable => {
    const app = ask({ type: "lookup", name: String(name) }) as unknown as AppInfo;
    return specifier({ app, spec: { form: "application" }, className: app.dictionary.application, kind: "object" });
  };
  const log = (...parts: unknown[]): void => {
    ask({ type: "log", text: parts.map((part) => String(part)).join(" ") });
  };
  const globals: Record<string, unknown> = {
    Application,
    console: { log, error: log, warn: log, info: log },
    delay: (seconds?: unknown) => {
      ask({ type: "delay", seconds: Number(seconds ?? 0) || 0 });
    },
    __jxaFinish: finish,
    __jxaFail: (thrown: unknown) => JSON.stringify({ ok: false, ...describeError(thrown) }),
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, writable: !name.startsWith("__"), configurable: false });
  }
}
