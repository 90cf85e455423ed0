/**
 * Runs `task` once the browser has painted what the current input changed: a task queued from the next frame's
 * callbacks (which run just before its paint) runs after that paint. Work an input causes but need not show in its
 * own frame (a list filtered again, the address rewritten) then does not hold the frame that shows the input was
 * received (Interaction to Next Paint counts up to that paint). A hidden page paints no frames: there, at once; and a
 * frame that does not come within 100 ms (a page hidden meanwhile) does not hold it longer. The returned function
 * cancels the task if it has not run yet (an effect's cleanup).
 */
export function afterNextPaint(task: () => void): () => void {
  if (typeof window === 'undefined' || document.visibilityState === 'hidden') {
    task();
    return () => undefined;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
  return () => {
    done = true;
  };
}
