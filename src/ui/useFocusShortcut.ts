import { type RefObject, useEffect } from 'react';

/** Where a typed key is text, not a shortcut: a field, a list box or an editable region. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="combobox"], [role="textbox"]') !== null;
}

/**
 * A one-key shortcut to a field, as many sites give their search ("/"): the key focuses the first
 * input inside `area`, unless it is typed into a field, pressed with a modifier, or a dialog is open
 * (the shortcut must not pull the focus out from behind a modal). The field names the key in
 * `aria-keyshortcuts` for screen readers.
 */
export function useFocusShortcut(key: string, area: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (takesText(event.target) || document.querySelector('[aria-modal="true"], dialog[open]')) return;
      const field = area.current?.querySelector('input');
      if (!field) return;
      event.preventDefault();
      field.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, area]);
}
