import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * The chunk a module (a source path relative to the root) was built into as its own entry point;
 * `plugin` names the caller in the error, which says the module is no longer imported on its own.
 */
export function findChunk(bundle: OutputBundle, sourcePath: string, plugin: string): OutputChunk {
  const wanted = `/${sourcePath.replace(/^\.\//, '').replace(/\?.*$/, '')}`;
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.replace(/\\/g, '/').endsWith(wanted)) return output;
  }
  throw new Error(`${plugin}: ${sourcePath} is not a chunk of the build: is it still imported on its own?`);
}
