import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// jsdom's own modules, as it loads them (jsdom 27: lib/jsdom/living/helpers/).
const STYLE_RULES = "jsdom/lib/jsdom/living/helpers/style-rules.js";
const STYLESHEETS = "jsdom/lib/jsdom/living/helpers/stylesheets.js";
const DEFAULT_SHEET = "jsdom/lib/jsdom/browser/default-stylesheet.css";

interface Rule {
  selectorText?: string;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: { cssRules: ArrayLike<Rule> } | null;
  constructor: { name: string };
  style: Style;
}
interface Style extends ArrayLike<string> {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
}
/** jsdom's implementation of an element (not the wrapper a page sees): what getDeclarationForElement reads. */
interface ElementImpl {
  localName: string;
  style: Style;
  _ownerDocument: {
    _styleCache: WeakMap<ElementImpl, Style> | null;
    _domSelector: { check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: unknown } };
    styleSheets: { _list: { cssRules: ArrayLike<Rule> }[] };
  };
}

/** The commas of a selector list outside brackets, parentheses and quotes split it into its selectors. */
function topLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) quote = char === quote ? "" : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0 && separator.test(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/**
 * The element names a selector list can match, by the type selector of each selector's last compound (`table > tr`:
 * tr); undefined when one of them can match any element (`[hidden]`, `:link`, `*`, a namespace or an escape).
 */
export function subjectNames(selectorText: string): Set<string> | undefined {
  const names = new Set<string>();
  if (selectorText.includes("\\") || selectorText.includes("|")) return undefined;
  for (const selector of topLevel(selectorText, /,/)) {
    const last = topLevel(selector.trim(), /[\s>+~]/).pop()!;
    const name = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(last)?.[0];
    if (name === undefined) return undefined;
    names.add(name.toLowerCase());
  }
  return names;
}

/** jsdom's `matches` (style-rules.js): whether a style rule applies to the element. */
function matches(rule: Rule, element: ElementImpl): boolean {
  try {
    if (!rule.selectorText) return false;
    // jsdom's workaround for cssstyle issue 193.
    const selector = rule.selectorText.split(";").pop()!.trim();
    const { match, pseudoElement } = element._ownerDocument._domSelector.check(selector, element);
    return !pseudoElement && match;
  } catch {
    return false;
  }
}

/** jsdom's handling of one sheet: its rules in order, @import and @media ones for the screen. */
function eachMatchingRule(rules: ArrayLike<Rule>, element: ElementImpl, handle: (rule: Rule) => void): void {
  for (const rule of Array.from(rules)) {
    if (!rule.media) {
      if (matches(rule, element)) handle(rule);
      continue;
    }
    const media = Array.from(rule.media);
    const inner =
      rule.constructor.name === "CSSImportRule"
        ? rule.styleSheet && (media.length === 0 || media.includes("screen"))
          ? rule.styleSheet.cssRules
          : []
        : media.includes("screen")
          ? (rule.cssRules ?? [])
          : [];
    for (const innerRule of Array.from(inner)) if (matches(innerRule, element)) handle(innerRule);
  }
}

const INDEXED = Symbol("default styles indexed");

/**
 * The rules of jsdom's default style sheet, parsed as jsdom parses it (cssom.parse with no window, through jsdom's
 * own createStylesheet: the sheet has no @import for it to fetch).
 */
export function defaultStyleRules(): Rule[] {
  const require = createRequire(import.meta.url);
  const { createStylesheet } = require(STYLESHEETS) as {
    createStylesheet(text: string, element: object, baseURL: string): { cssRules: ArrayLike<Rule> };
  };
  const sheet = createStylesheet(readFileSync(require.resolve(DEFAULT_SHEET), "utf8"), { _ownerDocument: {} }, "");
  return Array.from(sheet.cssRules);
}

/**
 * jsdom's getComputedStyle matches an element against each of the hundred rules of its default style sheet, most of
 * them for other elements (`h1`, `table > tr`): most of a page look's time went there. Here the default rules are
 * sorted by the element names they can match, and an element is matched, as jsdom matches it, against those that
 * can match it, in the sheet's order, before the page's own sheets: the same declarations. Set before jsdom loads.
 */
export function indexDefaultStyles(): void {
  const require = createRequire(import.meta.url);
  const styleRules = require(STYLE_RULES) as {
    getDeclarationForElement: (element: ElementImpl) => Style;
    [INDEXED]?: true;
  };
  if (styleRules[INDEXED]) return;
  styleRules[INDEXED] = true;
  // Parsed when a style is first asked for, as jsdom parses its own copy.
  let index: { rules: Rule[]; subjects: (Set<string> | undefined)[] } | undefined;
  const forName = new Map<string, Rule[]>();
  const defaultRules = (name: string): Rule[] => {
    index ??= (() => {
      const rules = defaultStyleRules();
      return {
        rules,
        subjects: rules.map((rule) => (rule.media || !rule.selectorText ? undefined : subjectNames(rule.selectorText))),
      };
    })();
    const { rules, subjects } = index;
    const key = name.toLowerCase();
    let found = forName.get(key);
    if (!found) forName.set(key, (found = rules.filter((_, i) => subjects[i]?.has(key) ?? true)));
    return found;
  };
  styleRules.getDeclarationForElement = (element) => {
    const document = element._ownerDocument;
    document._styleCache ??= new WeakMap();
    const cached = document._styleCache.get(element);
    if (cached) return cached;
    // A declaration of the kind an element's own style is (cssstyle's, the one jsdom makes).
    const declaration = new (Object.getPrototypeOf(element.style).constructor as new () => Style)();
    const apply = (style: Style) => {
      for (const property of Array.from(style)) {
        const value = style.getPropertyValue(property);
        // https://drafts.csswg.org/css-cascade-4/#valdef-all-unset
        if (value === "unset") declaration.removeProperty(property);
        else declaration.setProperty(property, value, style.getPropertyPriority(property));
      }
    };
    eachMatchingRule(defaultRules(element.localName), element, (rule) => apply(rule.style));
    for (const sheet of document.styleSheets._list)
      eachMatchingRule(sheet.cssRules, element, (rule) => apply(rule.style));
    apply(element.style);
    document._styleCache.set(element, declaration);
    return declaration;
  };
}
