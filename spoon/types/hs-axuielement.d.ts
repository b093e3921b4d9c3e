/** hs.axuielement: an app's accessibility tree; attributes converted to Lua values (AXFrame → {x,y,w,h}). */
declare namespace hs {
  namespace axuielement {
    interface Element {
      attributeValue(name: "AXChildren"): Element[] | undefined;
      attributeValue(name: "AXFrame"): { x: number; y: number; w: number; h: number } | undefined;
      attributeValue(name: "AXRole" | "AXTitle" | "AXDescription" | "AXValue" | "AXIdentifier"): string | undefined;
      /** "Accepted" only: check what changed afterwards. */
      performAction(action: "AXPress"): Element | false | undefined;
      /** The element itself when the app took the value; nil (and why) when it refused or does not have it. */
      setAttributeValue(name: "AXManualAccessibility", value: boolean): Element | undefined;
      /** The process the element belongs to. */
      pid(): number | undefined;
    }
    /** @noSelf */
    interface Module {
      applicationElement(app: hs.application.Application): Element | undefined;
      /** What is at a global point, as the accessibility tree sees it (z-order hit test). */
      systemElementAtPosition(point: hs.geometry.Point): Element | undefined;
    }
  }
  const axuielement: hs.axuielement.Module;
}
