import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { DrawnState, DrawnTransition, MachineGraph } from './machineGraph';

/**
 * Where each state box and transition line of a machine's drawing goes, computed by ELK's layered
 * algorithm (elkjs, development only). Every coordinate comes back in the drawing's own frame
 * (ELK's `json.shapeCoords`/`edgeCoords` ROOT), so the SVG needs no nested transforms.
 */

export type PlacedState = DrawnState & { x: number; y: number; width: number; height: number; container: boolean };
export type PlacedTransition = DrawnTransition & {
  points: Array<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number; lines: string[] };
};
export type MachineLayout = { width: number; height: number; states: PlacedState[]; transitions: PlacedTransition[] };

/** Text is measured by count, not by the browser, so the layout is the same in jsdom and in Chromium. */
export const CHAR_WIDTH = 6.6;
export const LINE_HEIGHT = 14;
const STATE_HEIGHT = 28;
const TITLE_HEIGHT = 22;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 16;

const elk = new ELK();

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeRouting': 'POLYLINE',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
};

function elkGraph(graph: MachineGraph): ElkNode {
  const byParent = new Map<string, DrawnState[]>();
  for (const state of graph.states) byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state]);
  const toNode = (state: DrawnState): ElkNode => {
    const children = (byParent.get(state.path) ?? []).map(toNode);
    if (children.length === 0) return { id: state.path, width: textWidth(state.label), height: STATE_HEIGHT };
    return {
      id: state.path,
      children,
      labels: [{ text: state.label, width: textWidth(state.label), height: TITLE_HEIGHT }],
      layoutOptions: {
        'elk.padding': `[top=${TITLE_HEIGHT + 6},left=10,bottom=10,right=10]`,
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
        'elk.nodeSize.constraints': 'NODE_LABELS MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textWidth(state.label) + 20}, 40)`,
      },
    };
  };
  const edges: ElkExtendedEdge[] = graph.transitions.map((transition) => {
    const lines = transition.events.map((event) => event.label);
    return {
      id: transition.id,
      sources: [transition.from],
      targets: [transition.to],
      labels: [{ text: lines.join('\n'), width: Math.max(...lines.map(textWidth)), height: lines.length * LINE_HEIGHT }],
    };
  });
  return { id: '(machine)', layoutOptions: ROOT_OPTIONS, children: (byParent.get('') ?? []).map(toNode), edges };
}

export async function layoutMachine(graph: MachineGraph): Promise<MachineLayout> {
  const laid = await elk.layout(elkGraph(graph));
  const boxes = new Map<string, ElkNode>();
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      boxes.set(child.id, child);
      collect(child);
    }
  };
  collect(laid);
  const states: PlacedState[] = graph.states.map((state) => {
    const box = boxes.get(state.path);
    return { ...state, x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0, height: box?.height ?? 0, container: (box?.children?.length ?? 0) > 0 };
  });
  const laidEdges = new Map<string, ElkExtendedEdge>();
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) laidEdges.set(edge.id, edge);
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(laid);
  const transitions: PlacedTransition[] = graph.transitions.map((transition) => {
    const edge = laidEdges.get(transition.id);
    const section = edge?.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = edge?.labels?.[0];
    return {
      ...transition,
      points,
      label: {
        x: label?.x ?? 0,
        y: label?.y ?? 0,
        width: label?.width ?? 0,
        height: label?.height ?? 0,
        lines: transition.events.map((event) => event.label),
      },
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, transitions };
}
