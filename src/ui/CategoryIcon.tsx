import { Bird, CircleDot, Dices, Fish, Gamepad2, House, type LucideProps, Rocket, Spade, Ticket, Tv, Volleyball } from 'lucide-react';
import type { GameCategory } from '../../kernel/platform';

const ICONS: Record<GameCategory, (props: LucideProps) => React.ReactNode> = {
  RNG: Dices,
  LIVE: Tv,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Volleyball,
  ESPORTS: Gamepad2,
  ELOTT: CircleDot,
  LOTT: Ticket,
  COCKFIGHT: Bird,
  BGS: House,
  MINI: Rocket,
};

/** The icon of a game category, drawn as SVG so it never depends on the machine's emoji font. */
export function CategoryIcon({ category, size = 20 }: { category: GameCategory; size?: number }) {
  const Icon = ICONS[category];
  return <Icon size={size} aria-hidden="true" strokeWidth={2} />;
}
