// The tags the terms' messages use (ICU rich text): one rendering wherever they appear.
import type { ReactNode } from 'react';

/** `<b>…</b>`: the words a sentence stresses. */
export const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** `<hidden>…</hidden>`: words a screen reader hears and the page does not show (" (새 창)"). */
export const hidden = (chunks: ReactNode[]) => <span className="su-visually-hidden">{chunks}</span>;
