import { useEffect, useState } from 'react';
import { formatNumber } from '../format';
import { useRendersServerMarkup } from '../hooks/useHydrated';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';

export interface CountUpProps {
  /** The number counted up to. */
  value: number;
  /** About 1.5 s on the home page (docs/domain.md §7). */
  durationMs?: number;
  /** Formats each frame and the final value; Korean digit grouping (formatNumber) by default. */
  format?: (value: number) => string;
}

/** Ease-out: fast at first, settling gently on the final value. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Counts from 0 up to `value`. The moving digits are hidden from assistive tech, which gets the
 * final value once; with reduced motion the final value is shown at once. A figure that came with
 * the page (rendered by the server, then hydrated: docs/adr/0044) is shown as it is: it was on
 * screen before the JavaScript, and counting it down to 0 and up again would only flicker.
 */
export function CountUp({ value, durationMs = 1500, format = formatNumber }: CountUpProps) {
  const reducedMotion = usePrefersReducedMotion();
  // Not in the server's markup, nor while hydrating it; the first render decides.
  const rendersServerMarkup = useRendersServerMarkup();
  const [countsUp] = useState(!rendersServerMarkup);
  const still = reducedMotion || !countsUp;
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (still) return undefined;
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / durationMs, 1);
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, still]);

  return (
    <span className="su-count-up">
      <span aria-hidden="true">{format(still ? value : shown)}</span>
      <span className="su-visually-hidden">{format(value)}</span>
    </span>
  );
}
