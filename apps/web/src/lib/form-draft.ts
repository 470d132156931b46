import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useLocation } from 'react-router';
import { announce } from './announcer';
import { draftKey, readDraft, removeDraft, sweepExpiredDrafts, writeDraft } from './drafts';
import { i18n } from './i18n';
import { useSession } from './session';

/** How long typing may pause before the draft is written (each keystroke would rewrite the whole form). */
export const DRAFT_SAVE_DELAY_MS = 500;

/** What a form (and the notice it shows, components/draft-notice.tsx) needs of its draft. */
export interface DraftControl {
  /** The form shows changes kept from an earlier visit (until dismissed or discarded). */
  restored: boolean;
  /** Throws the kept changes away: the form goes back to where it started. */
  discard: () => void;
  /** Hides the notice; the changes stay. */
  dismiss: () => void;
  /** The work is saved: the draft goes (call it on a successful submit). */
  clear: () => void;
}

interface Options<T> {
  /** Tells apart several forms of one page (a dialog per row, two forms side by side). */
  name?: string;
  /** Leaves out more than the secret-named fields (e.g. configuration entries that hold a password). */
  scrub?: (changes: Partial<T>) => Partial<T>;
}

let swept = false;

/**
 * Keeps a form's unsaved changes in this browser (lib/drafts.ts) so that a session that ends while the user types
 * loses nothing: the form, shown again after signing in (sign-in returns to the page, lib/return-to.ts), takes them
 * back, says so, and offers to discard them. Only the fields the user changed are kept (top-level keys that are
 * dirty), so an edit form that reopens on a record changed meanwhile applies the user's changes on top of the new
 * record instead of restoring the whole old one. Without a session (public pages) it does nothing.
 */
/** What the hook uses of a @mantine/form form (any transform or validation generics). */
type DraftableForm<T> = Pick<UseFormReturnType<T>, 'getValues' | 'setValues' | 'isDirty' | 'reset'>;

export function useFormDraft<T extends object>(form: DraftableForm<T>, options: Options<T> = {}): DraftControl {
  const { name, scrub } = options;
  const accountId = useSession()?.user.id ?? null;
  const { pathname } = useLocation();
  const key = accountId === null ? null : draftKey(accountId, name ? `${pathname}#${name}` : pathname);
  const [restored, setRestored] = useState(false);
  const pending = useRef<{ key: string; changes: Partial<T>; timer: ReturnType<typeof setTimeout> } | null>(null);
  // the first pass sees the form's initial values, before a restore lands: it must not remove the draft
  const settled = useRef(false);
  const scrubRef = useRef(scrub);
  scrubRef.current = scrub;
  const formRef = useRef(form);
  formRef.current = form;

  const flush = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    clearTimeout(p.timer);
    pending.current = null;
    writeDraft(p.key, p.changes);
  }, []);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  // restore when the form (re)appears for this account and place
  useEffect(() => {
    settled.current = false;
    if (!key) return;
    if (!swept) {
      swept = true;
      sweepExpiredDrafts();
    }
    const draft = readDraft<Partial<T>>(key);
    if (draft?.values && typeof draft.values === 'object' && Object.keys(draft.values).length > 0) {
      formRef.current.setValues(draft.values);
      setRestored(true);
      announce(i18n.t('drafts.restored'), { lasting: true });
    }
  }, [key]);

  const values = form.getValues();
  useEffect(() => {
    if (!key) return;
    if (!settled.current) {
      settled.current = true;
      return;
    }
    const f = formRef.current;
    const changes: Partial<T> = {};
    for (const k of Object.keys(values) as (keyof T & string)[]) if (f.isDirty(k)) changes[k] = values[k];
    const kept = scrubRef.current ? scrubRef.current(changes) : changes;
    cancel();
    if (Object.keys(kept).length === 0) {
      removeDraft(key);
      return;
    }
    pending.current = { key, changes: kept, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
  }, [values, key, cancel, flush]);

  // leaving the page (a session that ended sends the user to sign-in) or closing the tab writes at once
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    cancel();
    if (key) removeDraft(key);
    setRestored(false);
  }, [key, cancel]);

  const discard = useCallback(() => {
    clear();
    formRef.current.reset();
    announce(i18n.t('drafts.discarded'));
  }, [clear]);

  const dismiss = useCallback(() => setRestored(false), []);

  return { restored, discard, dismiss, clear };
}
