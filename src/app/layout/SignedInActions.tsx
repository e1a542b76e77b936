import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { memberPageHref } from '@kernel/memberPages';
import { Button } from '@/ui/Button';
import { LazyArea } from '@/ui/LazyArea';
import { AccountMenu } from './AccountMenu';
import { BalanceBox } from './BalanceBox';

/** The VIP and promotions badges: a member's, drawn once signed in (their own chunk). */
const loadAccountBadges = () => import('./AccountBadges').then((module) => ({ default: module.AccountBadges }));

/**
 * SPEC 2 Header, signed in: the balance, deposit and withdraw, the badges and the account menu.
 * Its own chunk: a visitor's first screen does without it, and a member's is asked for while the
 * session is being restored or the login answered, so it is there by the time the header needs it.
 */
export default function SignedInActions() {
  const [, navigate] = useLocation();
  return (
    <>
      <BalanceBox />
      <Button size="s" onClick={() => navigate(memberPageHref('depositv2'))}>
        <Trans>Deposit</Trans>
      </Button>
      <Button size="s" variant="outline" onClick={() => navigate(memberPageHref('withdraw'))}>
        <Trans>Withdraw</Trans>
      </Button>
      <LazyArea quiet load={loadAccountBadges} />
      <AccountMenu />
    </>
  );
}
