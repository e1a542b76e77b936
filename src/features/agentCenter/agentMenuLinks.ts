import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isMemberPageEnabled, type MemberPageId } from '@kernel/memberPages';
import type { ModuleNode } from '@kernel/modules';

export type AgentMenuLink = { page: MemberPageId; title: MessageDescriptor };

/**
 * SPEC 2: the agency menu also lists deposit, withdraw and platform messages. They are the member
 * center's own pages (one wallet, one inbox per account), so the menu links there rather than
 * building them twice.
 */
const LINKS: readonly AgentMenuLink[] = [
  { page: 'depositv2', title: msg`Deposit` },
  { page: 'withdraw', title: msg`Withdraw` },
  { page: 'messageV2', title: msg`Platform messages` },
];

/** The member pages the agency menu links to, without those whose module is off (the member center would refuse them). */
export const agentMenuLinks = (modules: readonly ModuleNode[]): AgentMenuLink[] => LINKS.filter((link) => isMemberPageEnabled(modules, link.page));
