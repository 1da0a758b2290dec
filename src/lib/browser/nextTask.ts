/**
 * Resolves in a later task of the event loop, so that the work after it does not lengthen the
 * current one: a long start-up task (which blocks input) becomes several short ones.
 */
export function nextTask(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
