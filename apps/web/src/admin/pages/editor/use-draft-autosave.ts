import { useCallback, useEffect, useRef } from 'react';
import type { ArticleFormValues } from './article-form-values';
import { clearDraft, saveDraft, type DraftSlot } from './draft-storage';

/** How long typing pauses before the draft is written. */
export const DRAFT_DELAY_MS = 1000;

/**
 * Keeps the editor's unsaved values in localStorage, a second after the last change (and at once
 * when the page goes away). `read` gives the values to keep, or null when nothing differs from the
 * saved article — then the draft is dropped (keep `read` stable). Returns `schedule`, to call on
 * every change.
 */
export function useDraftAutosave(slot: DraftSlot, read: () => ArticleFormValues | null) {
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const values = read();
    if (values) saveDraft(slot, values);
    else clearDraft(slot);
  }, [slot, read]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, DRAFT_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return schedule;
}
