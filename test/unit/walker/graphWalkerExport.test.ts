import { describe, expect, it } from 'vitest';
import { loginModels } from '../../machines/login.model';
import { sessionModels } from '../../machines/session.model';
import { formatGraphWalker } from '../../walker/graphWalkerExport';
import { allModels } from '../../walker/models';
import { metaOf } from '../../walker/walkerMeta';

type Exported = {
  models: Array<{
    startElementId: string;
    vertices: Array<{ id: string; name: string; sharedState?: string; requirements: string[] }>;
    edges: Array<{ id: string; name: string; sourceVertexId: string; targetVertexId: string; guard?: string; actions: string[]; weight?: number; dependency?: number }>;
  }>;
};
const exportOf = (model: (typeof allModels)[number]): Exported['models'][number] =>
  (
    JSON.parse(
      formatGraphWalker(model.machine, { generator: 'quick_random', stop: 'edge_coverage(100)' }, { transitions: new Set(), states: new Set() }, metaOf(model)),
    ) as Exported
  ).models[0]!;

describe('the GraphWalker JSON export', () => {
  it.each([...new Set(allModels.map((model) => model.machine.id))])('%s: every edge starts and ends at a vertex of the model, and the start is one', (id) => {
    const exported = exportOf(allModels.find((model) => model.machine.id === id)!);
    const ids = new Set(exported.vertices.map((vertex) => vertex.id));
    expect(ids.has(exported.startElementId)).toBe(true);
    for (const edge of exported.edges) {
      expect(ids.has(edge.sourceVertexId), `${edge.id} ${edge.name} from ${edge.sourceVertexId}`).toBe(true);
      expect(ids.has(edge.targetVertexId), `${edge.id} ${edge.name} to ${edge.targetVertexId}`).toBe(true);
    }
  });

  it("gives the session's any-state SESSION_EXPIRED one edge from each leaf state that does not handle it itself", () => {
    const session = exportOf(sessionModels[0]!);
    const expired = session.edges.filter((edge) => edge.name === 'SESSION_EXPIRED');
    const fromRoot = expired.filter((edge) => edge.targetVertexId === 'v_guest').map((edge) => edge.sourceVertexId);
    expect(fromRoot).toContain('v_guest');
    expect(fromRoot).toContain('v_signedIn.member');
    expect(fromRoot).toContain('v_memberUnavailable');
    expect(fromRoot).not.toContain('v_signedIn');
    for (const edge of expired.filter((edge) => edge.targetVertexId === 'v_guest')) expect(edge.actions).toEqual(['clearSession', 'forget', 'noteExpired']);
    expect(session.vertices.find((vertex) => vertex.id === 'v_signedIn.member')).toEqual({
      id: 'v_signedIn.member',
      name: 'signedIn.member',
      sharedState: 'SignedInMember',
      requirements: ['6 Member'],
      properties: { covered: false },
    });
  });

  it('keeps guards as text, actions, requirements, and the weights and dependencies of the model meta', () => {
    const login = exportOf(loginModels[0]!);
    const change = login.edges.find((edge) => edge.name === 'CHANGE' && edge.sourceVertexId === 'v_editing')!;
    expect(change.weight).toBe(0.6);
    const submit = login.edges.filter((edge) => edge.name === 'SUBMIT' && edge.sourceVertexId === 'v_editing');
    expect(submit.every((edge) => edge.dependency === 100)).toBe(true);
    expect(submit.some((edge) => typeof edge.guard === 'string' && edge.guard.length > 0)).toBe(true);
    expect(login.vertices.find((vertex) => vertex.name === 'succeeded')).toMatchObject({ sharedState: 'SignedInMember' });
    expect(login.vertices.every((vertex) => vertex.requirements.length === 1)).toBe(true);
  });
});
