/** Who the tab is for (SPEC 4): not known yet, a visitor, a free-play trial, a member or an agent. */
export type SessionKind = 'pending' | 'guest' | 'trial' | 'member' | 'agent';
