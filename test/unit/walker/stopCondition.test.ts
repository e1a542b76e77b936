import { describe, expect, it } from 'vitest';
import { type Coverage, formatCondition, isSatisfied, parseStopCondition, whyUnreachable } from '../../walker/stopCondition';
import { nothing, progress, set } from './coverageFixtures';

const universe: Coverage = { transitions: set('a', 'b', 'c', 'd'), states: set('s1', 's2'), requirements: set('R1'), edgeNames: set('SUBMIT', 'CLOSE') };

describe('stop conditions', () => {
  it('binds and tighter than or, at any depth, with three or more conditions all counting', () => {
    const condition = parseStopCondition('length(5) or edge_coverage(50) and vertex_coverage(100) or reached_edge(CLOSE)');
    expect(formatCondition(condition)).toBe('length(5) or edge_coverage(50) and vertex_coverage(100) or reached_edge(CLOSE)');
    expect(condition).toMatchObject({ kind: 'or', items: [{ kind: 'length' }, { kind: 'and' }, { kind: 'reached_edge' }] });
    // Half the edges alone does not do: the and needs all states too.
    expect(isSatisfied(condition, progress({ transitions: set('a', 'b') }), universe)).toBe(false);
    expect(isSatisfied(condition, progress({ transitions: set('a', 'b'), states: set('s1', 's2') }), universe)).toBe(true);
    expect(isSatisfied(condition, progress({ edgeNames: set('CLOSE') }), universe)).toBe(true);
    expect(isSatisfied(condition, progress({ length: 5 }), universe)).toBe(true);
  });

  it('nests parentheses and accepts && and ||', () => {
    const condition = parseStopCondition('((edge_coverage(100) || length(3)) && (vertex_coverage(100) or (reached_vertex(s2) and length(1))))');
    expect(isSatisfied(condition, progress({ length: 3 }), universe)).toBe(false);
    expect(isSatisfied(condition, progress({ length: 3, states: set('s1', 's2') }), universe)).toBe(true);
    // Every and-ed condition counts: a long walk without s2 never stops.
    expect(isSatisfied(condition, progress({ length: 300, transitions: set('a', 'b', 'c', 'd') }), universe)).toBe(false);
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => parseStopCondition('edge_coverage(100) or')).toThrow(/ends where a condition should be/);
    expect(() => parseStopCondition('edge_coverage(120)')).toThrow(/percentage/);
    expect(() => parseStopCondition('edges(100)')).toThrow(/unknown condition 'edges'/);
    expect(() => parseStopCondition('(length(5)')).toThrow(/not closed/);
  });

  it('tells a condition out of reach, with the reason, and an or that still has a way out', () => {
    const coverage = parseStopCondition('edge_coverage(100)');
    const reachable: Coverage = { ...nothing, transitions: set('a', 'b') };
    expect(whyUnreachable(coverage, progress({ transitions: set('c') }), reachable, universe)).toMatch(/at most 75\.0 %.*d/);
    expect(whyUnreachable(coverage, progress({ transitions: set('c', 'd') }), reachable, universe)).toBeNull();
    expect(whyUnreachable(parseStopCondition('edge_coverage(100) or length(500)'), progress(), nothing, universe)).toBeNull();
    expect(whyUnreachable(parseStopCondition('reached_vertex(nowhere)'), progress(), nothing, universe)).toMatch(/no state 'nowhere'/);
    expect(whyUnreachable(parseStopCondition('reached_vertex(s2) and length(3)'), progress(), nothing, universe)).toMatch(/no path from here enters it/);
  });
});
