import { type RefObject, useEffect } from 'react';

/**
 * When the element that has focus leaves the page (the header's Log in button once a login
 * succeeds, a row a refresh replaced), the browser drops focus to the document body, and the next
 * Tab starts again from the top of the page. This puts focus on `landing` (the main content)
 * instead, so a keyboard user goes on from a known place.
 */
export function useFocusRescue(landing: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let focused: Element | null = document.activeElement;
    const remember = (event: FocusEvent) => {
      focused = event.target as Element;
    };
    const rescue = () => {
      if (!focused || focused.isConnected) return;
      focused = null;
      if (document.activeElement === null || document.activeElement === document.body) landing.current?.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', remember);
    // Only removals matter, and only while something of ours had focus: the check is two reads.
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, [landing]);
}
