import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight, Network } from 'lucide-react';
import { useState } from 'react';
import { isolateLtr } from '@kernel/format';
import type { AgentCalls } from '@/api/agentCalls';
import { downlineKind, type TeamBranch, teamTreeOf } from '@/rules/agent/team.rules';
import { InlineRetry } from '@/ui/InlineRetry';
import { Spinner } from '@/ui/Spinner';
import { useRemoteData } from '@/ui/useRemoteData';
import styles from './TeamTree.module.css';
import { useDownlineTexts } from './useDownlineTexts';

type Props = {
  calls: AgentCalls;
  /** The agent: the root of the tree. */
  agentName: string;
  /** Whose team the table lists (null: the agent's own). */
  selected: string | null;
  onSelect: (parent: string | null) => void;
};

/** The whole team as a tree (SPEC 2 downlineManagmentView): expandable branches; a node opens its team in the table. */
export function TeamTree({ calls, agentName, selected, onSelect }: Props) {
  const { t, i18n } = useLingui();
  const name = (text: string) => isolateLtr(text, i18n.locale);
  const texts = useDownlineTexts();
  const tree = useRemoteData('teamTree', () => calls.getTeamTree());
  // Which branches are open is the reader's choice, not a rule: it stays in the view.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const branch = ({ node, children }: TeamBranch) => {
    const expanded = open.has(node.userName);
    return (
      <li key={node.userName}>
        <div className={styles.row}>
          {children.length > 0 ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-label={expanded ? t`Close ${name(node.userName)}` : t`Open ${name(node.userName)}`}
              onClick={() => toggle(node.userName)}
              data-testid={`tree-toggle-${node.userName}`}
            >
              {expanded ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight className="flip-in-rtl" size={14} aria-hidden="true" />}
            </button>
          ) : (
            <span className={styles.leaf} aria-hidden="true" />
          )}
          <button
            type="button"
            className={selected === node.userName ? styles.current : styles.node}
            aria-current={selected === node.userName ? 'true' : undefined}
            onClick={() => onSelect(node.userName)}
            data-testid={`tree-node-${node.userName}`}
          >
            <span className={styles.name}>{name(node.userName)}</span>
            <span className={styles.kind}>{texts.kind[downlineKind(node.type)]}</span>
            {node.teamSize > 0 && (
              <span className={styles.size} title={t`Team size`}>
                {node.teamSize}
              </span>
            )}
          </button>
        </div>
        {expanded && children.length > 0 && <ul className={styles.children}>{children.map(branch)}</ul>}
      </li>
    );
  };

  const content = (() => {
    if (!tree.data) {
      return tree.failed ? (
        <InlineRetry onRetry={tree.retry}>
          <Trans>The team could not be loaded.</Trans>
        </InlineRetry>
      ) : (
        <Spinner label={t`Loading`} size={22} area="page" />
      );
    }
    const branches = teamTreeOf(tree.data.root, tree.data.nodes);
    return (
      <>
        <button
          type="button"
          className={selected === null ? styles.rootCurrent : styles.root}
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => onSelect(null)}
          data-testid={`tree-node-${agentName}`}
        >
          <Network size={15} aria-hidden="true" /> {name(agentName)} <span className={styles.size}>{tree.data.nodes.length}</span>
        </button>
        {branches.length === 0 ? (
          <p className={styles.empty}>
            <Trans>No one in your team yet.</Trans>
          </p>
        ) : (
          <ul className={styles.tree}>{branches.map(branch)}</ul>
        )}
        {tree.data.truncated && (
          <p className={styles.note}>
            <Trans>The team is large: the tree shows part of it. Use the search to find anyone.</Trans>
          </p>
        )}
      </>
    );
  })();

  return (
    <nav className={styles.panel} aria-label={t`Team tree`} data-testid="team-tree">
      {content}
    </nav>
  );
}
