import { useContext } from 'react';
import { createPortal } from 'react-dom';
import { AgentAccount } from './AgentAccount';
import { AgentClock } from './AgentClock';
import { AgentHeaderSlot } from './agentHeaderSlot';

/** SPEC 2 Agent center: the signed-in agent's strip, shown in the agent layout's header. */
export function AgentStrip() {
  const slot = useContext(AgentHeaderSlot);
  if (!slot) return null;
  return createPortal(
    <>
      <AgentClock />
      <AgentAccount />
    </>,
    slot,
  );
}
