export { pageCommands } from "./commands.ts";
export { pageOperation, type PageBrowser, type PageOperation } from "./operation.ts";
