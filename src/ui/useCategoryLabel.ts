import { useLingui } from '@lingui/react/macro';
import type { GameCategory } from '../../kernel/platform';

/** SPEC 9 category labels (con_lott, in_house, ...), translated. */
export function useCategoryLabel() {
  const { t } = useLingui();
  const labels: Record<GameCategory, string> = {
    ELOTT: t({ id: 'con_elott', message: 'E-Lottery' }),
    LOTT: t({ id: 'con_lott', message: 'Lottery' }),
    BGS: t({ id: 'in_house', message: 'In-house' }),
    LIVE: t({ id: 'con_live', message: 'Live casino' }),
    SPORTS: t({ id: 'con_sports', message: 'Sports' }),
    FISH: t({ id: 'con_fish', message: 'Fishing' }),
    RNG: t({ id: 'con_rng', message: 'Slots' }),
    PVP: t({ id: 'con_pvp', message: 'Poker' }),
    ESPORTS: t({ id: 'compete_game', message: 'E-sports' }),
    COCKFIGHT: t({ id: 'con_cock', message: 'Cockfight' }),
  };
  return (category: GameCategory) => labels[category];
}
