import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Contract, ContractActionResult, ContractKind, ContractPreview, ContractTerms } from '@kernel/agencyContracts';
import { type ContractOfferInput, contractOfferMachine } from '@machines/contractOffer/contractOffer.machine';
import type { AgentCalls } from '@/api/agentCalls';

type OfferDraft = { kind: ContractKind; receiver: string; terms: ContractTerms };
type Answer = { kind: ContractKind; contractId: number };

/**
 * One contract offer lifecycle actor (machines/contractOffer) for a card or a form, its calls
 * provided here. `onChanged` runs after every action that changed a contract (the page reloads
 * its books); when the reloaded book brings the contract back changed, the actor is told, so it
 * follows the server's status.
 */
export function useContractOffer(calls: AgentCalls, input: ContractOfferInput, onChanged: (contract: Contract) => void) {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const machine = useMemo(
    () =>
      contractOfferMachine.provide({
        actors: {
          previewOffer: fromPromise<ContractPreview, OfferDraft>(({ input: draft }) =>
            calls.previewContract(draft.kind, { action: 'preview', receiver: draft.receiver, terms: draft.terms }),
          ),
          sendOffer: fromPromise<ContractActionResult, OfferDraft & { idempotencyKey: string }>(({ input: draft }) =>
            calls.actOnContract(draft.kind, { action: 'offer', receiver: draft.receiver, terms: draft.terms, idempotencyKey: draft.idempotencyKey }),
          ),
          previewAccept: fromPromise<ContractPreview, Answer>(({ input: answer }) =>
            calls.previewContract(answer.kind, { action: 'previewAccept', contractId: answer.contractId }),
          ),
          respond: fromPromise<ContractActionResult, Answer & { action: 'accept' | 'reject' | 'terminate' }>(({ input: answer }) =>
            calls.actOnContract(answer.kind, { action: answer.action, contractId: answer.contractId }),
          ),
        },
        actions: {
          contractChanged: (_, params: { contract: Contract }) => changed.current(params.contract),
        },
      }),
    [calls],
  );
  const actor = useActorRef(machine, { input });

  const shown = useRef(input.contract);
  useEffect(() => {
    if (input.contract === null || input.contract === shown.current) return;
    shown.current = input.contract;
    // A rejected or terminated contract is for good: its actor has finished and hears nothing more.
    if (actor.getSnapshot().status !== 'active') return;
    actor.send({ type: 'CONTRACT_CHANGED', contract: input.contract });
  }, [actor, input.contract]);
  return actor;
}
export type ContractOfferRef = ReturnType<typeof useContractOffer>;
