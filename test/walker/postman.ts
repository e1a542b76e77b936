import type { WalkEdge, WalkGraph } from './walkGraph';

/**
 * The Chinese-postman tour: the shortest closed walk from the start that takes every edge of the
 * walk graph at least once. Edges are duplicated along shortest paths to balance every state's
 * ins and outs (a minimum-cost flow), then an Euler circuit is read off (Hierholzer).
 * Needs every state to lead back to the start; otherwise says which states do not.
 */
export function postmanTour(graph: WalkGraph): { tour: WalkEdge[]; exact: boolean } | { reason: string } {
  const keys = [...graph.outgoing.keys()];
  const incoming = new Map<string, WalkEdge[]>(keys.map((key) => [key, []]));
  for (const edges of graph.outgoing.values()) for (const edge of edges) incoming.get(edge.to)!.push(edge);

  const backToStart = new Set([graph.initial]);
  const queue = [graph.initial];
  while (queue.length > 0)
    for (const edge of incoming.get(queue.shift()!)!)
      if (!backToStart.has(edge.from)) {
        backToStart.add(edge.from);
        queue.push(edge.from);
      }
  const stranded = keys.filter((key) => !backToStart.has(key));
  if (stranded.length > 0) {
    const names = [...new Set(stranded.map((key) => JSON.stringify(JSON.parse(key)[1])))].slice(0, 5);
    return { reason: `postman needs every state to lead back to the start; ${stranded.length} do not, e.g. ${names.join(', ')}` };
  }

  const balance = new Map(keys.map((key) => [key, graph.outgoing.get(key)!.length - incoming.get(key)!.length]));
  const needOut = keys.filter((key) => balance.get(key)! < 0); // more in than out: a path must leave again
  const needIn = keys.filter((key) => balance.get(key)! > 0);
  const pathsFrom = new Map<string, Map<string, WalkEdge[]>>();
  for (const source of needOut) {
    const parent = new Map<string, WalkEdge | null>([[source, null]]);
    const order = [source];
    for (let i = 0; i < order.length; i++)
      for (const edge of graph.outgoing.get(order[i]!)!)
        if (!parent.has(edge.to)) {
          parent.set(edge.to, edge);
          order.push(edge.to);
        }
    const paths = new Map<string, WalkEdge[]>();
    for (const target of needIn) {
      const path: WalkEdge[] = [];
      for (let back = parent.get(target); back; back = parent.get(back.from)) path.unshift(back);
      paths.set(target, path);
    }
    pathsFrom.set(source, paths);
  }

  // Minimum-cost flow by successive shortest paths (Bellman-Ford on the residual bipartite graph).
  const supply = needOut.map((key) => -balance.get(key)!);
  const demand = needIn.map((key) => balance.get(key)!);
  const cost = needOut.map((s) => needIn.map((t) => pathsFrom.get(s)!.get(t)!.length));
  const flow = needOut.map(() => needIn.map(() => 0));
  const totalSupply = supply.reduce((a, b) => a + b, 0);
  const exact = needOut.length * needIn.length * (needOut.length + needIn.length) * totalSupply <= 30_000_000;
  if (!exact) {
    // Too many unbalanced states for the exact flow on this machine: each missing exit goes to the nearest missing entry.
    needOut.forEach((_, s) => {
      while (supply[s]! > 0) {
        let best = -1;
        needIn.forEach((__, t) => {
          if (demand[t]! > 0 && (best < 0 || cost[s]![t]! < cost[s]![best]!)) best = t;
        });
        flow[s]![best]! += 1;
        supply[s]! -= 1;
        demand[best]! -= 1;
      }
    });
  }
  while (exact) {
    const S = needOut.length;
    const T = needIn.length;
    // Nodes: 0 source, 1..S out-needing, S+1..S+T in-needing, S+T+1 sink.
    const sink = S + T + 1;
    const distance = new Array<number>(sink + 1).fill(Infinity);
    const via = new Array<number>(sink + 1).fill(-1);
    distance[0] = 0;
    for (let round = 0; round <= sink; round++) {
      let changed = false;
      for (let s = 0; s < S; s++) {
        if (supply[s]! > 0 && distance[0]! < distance[1 + s]!) {
          distance[1 + s] = distance[0]!;
          via[1 + s] = 0;
          changed = true;
        }
        for (let t = 0; t < T; t++) {
          const forward = distance[1 + s]! + cost[s]![t]!;
          if (distance[1 + s]! < Infinity && forward < distance[1 + S + t]!) {
            distance[1 + S + t] = forward;
            via[1 + S + t] = 1 + s;
            changed = true;
          }
          const backward = distance[1 + S + t]! - cost[s]![t]!;
          if (flow[s]![t]! > 0 && distance[1 + S + t]! < Infinity && backward < distance[1 + s]!) {
            distance[1 + s] = backward;
            via[1 + s] = 1 + S + t;
            changed = true;
          }
        }
      }
      for (let t = 0; t < T; t++)
        if (demand[t]! > 0 && distance[1 + S + t]! < distance[sink]!) {
          distance[sink] = distance[1 + S + t]!;
          via[sink] = 1 + S + t;
          changed = true;
        }
      if (!changed) break;
    }
    if (distance[sink] === Infinity) break;
    let node = sink;
    const tNode = via[sink]! - 1 - S;
    demand[tNode]! -= 1;
    node = via[sink]!;
    while (node !== 0) {
      const previous = via[node]!;
      if (previous === 0) supply[node - 1]! -= 1;
      else if (node > S) flow[previous - 1]![node - 1 - S]! += 1;
      else flow[node - 1]![previous - 1 - S]! -= 1;
      node = previous;
    }
  }

  const adjacency = new Map(keys.map((key) => [key, [...graph.outgoing.get(key)!]]));
  needOut.forEach((s, i) => {
    needIn.forEach((t, j) => {
      for (let copy = 0; copy < flow[i]![j]!; copy++) for (const edge of pathsFrom.get(s)!.get(t)!) adjacency.get(edge.from)!.push(edge);
    });
  });

  // Hierholzer: an Euler circuit of the balanced multigraph from the start.
  const stack: Array<{ key: string; edge: WalkEdge | null }> = [{ key: graph.initial, edge: null }];
  const circuit: WalkEdge[] = [];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const next = adjacency.get(top.key)!.shift();
    if (next) stack.push({ key: next.to, edge: next });
    else {
      stack.pop();
      if (top.edge) circuit.unshift(top.edge);
    }
  }
  return { tour: circuit, exact };
}
