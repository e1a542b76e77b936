import { type ReactNode, useRef } from 'react';
import { useLocation } from 'wouter';
import { hidesSideMenu } from '@/rules/navigation.rules';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint';
import { LazyArea } from '@/ui/LazyArea';
import { useFocusRescue } from '@/ui/useFocusRescue';
import { LiveChatOverlay } from '../LiveChatOverlay';
import { Header } from './Header';
import styles from './Layout.module.css';
import { SideMenu } from './SideMenu';

// Below and beside the page, mounted after its first paint: their own chunks keep them out of the entry.
const loadFooter = () => import('./Footer').then((module) => ({ default: module.Footer }));
const loadServicePanel = () => import('./ServicePanel').then((module) => ({ default: module.ServicePanel }));

/** SPEC 2: side menu, header, main content, footer and service panel (side menu hidden on game pages). */
export function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const withSideMenu = !hidesSideMenu(location);
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  return (
    <div className={withSideMenu ? styles.shell : styles.shellNoSide}>
      {withSideMenu && <SideMenu />}
      <div className={styles.column}>
        <Header />
        <main ref={main} className={styles.main} id="main" tabIndex={-1}>
          {children}
        </main>
        {/* Below the page and beside it: they follow the first frame rather than hold it back. */}
        <AfterFirstPaint>
          <LazyArea quiet load={loadFooter} />
        </AfterFirstPaint>
      </div>
      <AfterFirstPaint>
        <LazyArea quiet load={loadServicePanel} />
        <LiveChatOverlay />
      </AfterFirstPaint>
    </div>
  );
}
