export { openApprovalWindow, type ApprovalRequest, type WindowAnswer } from "./approval-window";
