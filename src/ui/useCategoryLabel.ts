import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_LABEL_KEY, type GameCategory } from '../../kernel/platform';

/** The platform's label keys (SPEC 9) with their source text: a catalogue entry each. */
const LABELS: Record<string, MessageDescriptor> = {
  con_lott: msg({ id: 'con_lott', message: 'Lottery' }),
  in_house: msg({ id: 'in_house', message: 'In-house' }),
  con_live: msg({ id: 'con_live', message: 'Live casino' }),
  con_sports: msg({ id: 'con_sports', message: 'Sports' }),
  con_fish: msg({ id: 'con_fish', message: 'Fishing' }),
  con_rng: msg({ id: 'con_rng', message: 'Slots' }),
  con_pvp: msg({ id: 'con_pvp', message: 'Poker' }),
  compete_game: msg({ id: 'compete_game', message: 'E-sports' }),
  con_cock: msg({ id: 'con_cock', message: 'Cockfight' }),
  con_mini: msg({ id: 'con_mini', message: 'Mini games' }),
};

/** SPEC 9 category labels, translated: each category reads its platform key (ELOTT and LOTT both con_lott). */
export function useCategoryLabel() {
  const { t } = useLingui();
  return (category: GameCategory) => {
    const label = LABELS[CATEGORY_LABEL_KEY[category]];
    return label ? t(label) : category;
  };
}
