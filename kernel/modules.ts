import * as v from 'valibot';

/** Module and settings ids the server's flag tree and whitelabel settings use (ARCHITECTURE, SPEC 3). */
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'CHNGPASSVERIF3',
  'PASS3',
  'FREEPLAY3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOREC3',
  'PTSYS3',
  'REWCEN3',
  'INBOX3',
  'FEEDBACK3',
  'AFFMAN3',
  'LOGINIPVERF3',
  'CBS3',
  'RTSALARY3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'MEMTRANS3',
  'CODELOGIN3',
  'REFERRAL3',
  'VIP3',
  'MANREBATE3',
  'GOOGLELOGIN3',
  'FBLOGIN3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const SETTING_FLAGS = ['CHNGPASSVERIF3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AGENTPOLICY3'] as const;
export type SettingFlag = (typeof SETTING_FLAGS)[number];

export type ModuleNode = { modId: string; enabled: boolean; childrenNodes: ModuleNode[] };

export const moduleNodeSchema: v.GenericSchema<ModuleNode> = v.object({
  modId: v.string(),
  enabled: v.boolean(),
  childrenNodes: v.array(v.lazy(() => moduleNodeSchema)),
});

/**
 * A module is on only when it and every ancestor are enabled: a parent switched off hides
 * its whole subtree. An id absent from the tree is off.
 */
export function isModuleEnabled(tree: readonly ModuleNode[], id: ModuleId): boolean {
  for (const node of tree) {
    if (node.modId === id) return node.enabled;
    if (node.enabled && isModuleEnabled(node.childrenNodes, id)) return true;
  }
  return false;
}
