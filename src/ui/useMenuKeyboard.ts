import { type KeyboardEvent, useEffect, useRef } from 'react';

const ITEMS = '[role=menuitem]';

/**
 * The WAI-ARIA menu button pattern for a small drop-down menu: opening it puts focus on its first
 * item; the arrow keys, Home and End move between items (wrapping); Escape closes it and gives
 * focus back to its button; Tab closes it and lets focus go on.
 */
export function useMenuKeyboard<Menu extends HTMLElement, Trigger extends HTMLElement>(open: boolean, close: () => void) {
  const menu = useRef<Menu>(null);
  const button = useRef<Trigger>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(ITEMS)?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      button.current?.focus();
    } else if (event.key === 'Tab') close();
  }

  return { menu, button, onKeyDown };
}
