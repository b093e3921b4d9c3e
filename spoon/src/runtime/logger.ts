/** The Spoon's one logger, "Claude"; `spoon.Claude.logger` is the same object. */
export const logger = hs.logger.new("Claude");
