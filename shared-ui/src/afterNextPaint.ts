/**
 * Runs `callback` in a task just after the browser's next paint: a frame callback runs just
 * before the paint, and a task queued from it runs after. For work that must not hold up showing
 * what was just rendered (docs/adr/0072). Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
