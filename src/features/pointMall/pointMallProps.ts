import type { ActorRefFrom } from 'xstate';
import type { walletMachine } from '@machines/wallet/wallet.machine';
import type { PointCalls } from '@/api/pointCalls';
import type { PointMallGate } from '@/rules/member/pointMallGate.rules';

/** What the app gives the points mall area (its route composes it). */
export type PointMallProps = {
  /** SPEC 6: whether the points mall's module (PTSYS3) is on, as far as the module tree is known. */
  gate: PointMallGate;
  /** Reads the module tree again after it failed. */
  onRetryGate: () => void;
  calls: PointCalls;
  /** The root wallet actor: a conversion sends it REFRESH, so the header balance rises. */
  wallet: ActorRefFrom<typeof walletMachine>;
  currencySymbol: string;
  /** Opens the security center, where the withdrawal password is set. */
  openSecurityCenter: () => void;
};
