export { openApprovalWindow, type ApprovalRequest, type WindowAnswer } from "./approval-window";
export { showProgressLine } from "./progress";
