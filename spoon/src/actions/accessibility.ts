/** How far a search goes into an app's tree: deep enough for web pages, bounded in nodes and time. */
const MAX_DEPTH = 25;
const MAX_NODES = 3000;
const MAX_SECONDS = 1.5;

export interface FoundElement {
  element: hs.axuielement.Element;
  role: string;
  title: string;
  frame: { x: number; y: number; w: number; h: number } | undefined;
}

const lower = (text: string | undefined) => string.lower(text ?? "");

/**
 * The first element of the app's accessibility tree (breadth first: what is nearest the window wins)
 * whose title or description is `name` (case-insensitive, whole) and, when given, whose role is
 * `role`. Bounded in depth, nodes and time: an app with a huge tree answers "not found", not a hang.
 */
export function findElement(app: hs.application.Application, name: string, role?: string): FoundElement | undefined {
  const root = hs.axuielement.applicationElement(app);
  if (root === undefined) return undefined;
  const wanted = lower(name);
  const started = hs.timer.secondsSinceEpoch();
  let level: hs.axuielement.Element[] = [root];
  let visited = 0;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: hs.axuielement.Element[] = [];
    for (const element of level) {
      visited++;
      if (visited > MAX_NODES || hs.timer.secondsSinceEpoch() - started > MAX_SECONDS) return undefined;
      const title = element.attributeValue("AXTitle");
      const named = lower(title) === wanted || lower(element.attributeValue("AXDescription")) === wanted;
      const elementRole = element.attributeValue("AXRole") ?? "";
      if (named && (role === undefined || elementRole === role))
        return { element, role: elementRole, title: title ?? name, frame: element.attributeValue("AXFrame") };
      for (const child of element.attributeValue("AXChildren") ?? []) next.push(child);
    }
    level = next;
  }
  return undefined;
}
