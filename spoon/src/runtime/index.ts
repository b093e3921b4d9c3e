export { closeAlert, showAlert, withoutOwnAlerts } from "./alerts";
export { SpoonContext, stopped, type HotkeyActions, type PendingApproval } from "./context";
export { OpFailure } from "./failure";
export { broken, note, ok, type Finding } from "./finding";
export { logger } from "./logger";
export { noParams, type Operation, type OperationOf, type OwnOperations } from "./operation";
export {
  firstFailure,
  integer,
  list,
  optionalBoolean,
  optionalFrame,
  optionalTextList,
  text,
  textList,
} from "./params";
export { waitUntil } from "./wait";
