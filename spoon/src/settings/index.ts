export { checkOptions, forgetOption, keepOptions, runSettings, storedApiKey, storedSettings } from "./kept";
