import { type ReactNode, useRef } from 'react';
import { useLocation } from 'wouter';
import { hidesSideMenu } from '@machines/navigation.rules';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint';
import { useFocusRescue } from '@/ui/useFocusRescue';
import { LiveChatOverlay } from '../LiveChatOverlay';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';
import { ServicePanel } from './ServicePanel';
import { SideMenu } from './SideMenu';

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
          <Footer />
        </AfterFirstPaint>
      </div>
      <AfterFirstPaint>
        <ServicePanel />
        <LiveChatOverlay />
      </AfterFirstPaint>
    </div>
  );
}
