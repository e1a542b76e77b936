/**
 * A lazy chunk that can be fetched ahead (beside the first screen's reads) and, once here, drawn in
 * the same render as the page around it: a LazyArea always draws its area a render later, so what
 * the first frame should hold (a first visit's storage notice) would pop in after it.
 */
export function preloadableChunk<Module>(load: () => Promise<Module>) {
  let loaded: Module | null = null;
  return {
    load: (): Promise<Module> =>
      load().then((module) => {
        loaded = module;
        return module;
      }),
    /** The module when it has arrived, else null. */
    loaded: (): Module | null => loaded,
  };
}
