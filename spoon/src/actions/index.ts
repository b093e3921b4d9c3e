export { elementsIn, exposeElectronTree, findElement, labelOf, targetOf, type FoundElement } from "./accessibility";
export {
  clickAt,
  clipboardNote,
  dragBetween,
  isCoordinate,
  leftButton,
  moveMouse,
  onSomeScreen,
  pressKey,
  scrollAt,
  typeText,
  type Button,
  type ScrollDirection,
} from "./input";
