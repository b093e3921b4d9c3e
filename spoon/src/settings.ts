/** Settings the operations read; the Spoon copies its documented variables here on start(). */
export const settings = {
  /** Seconds an approval dialog waits for the person before the answer is "nobody". */
  approvalTimeout: 90,
};
