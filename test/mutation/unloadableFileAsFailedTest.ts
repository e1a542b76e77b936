import type { File } from '@vitest/runner';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * The mutation runner builds a mutant's verdict from the tests it collected, so a test file that
 * cannot even load (a machine mutated into one xstate refuses to build) collects none and the
 * mutant looks alive (stryker-js issue 6150). This reporter, used only by the mutation run, gives
 * such a file one failed test that carries its load error: the mutant then counts as killed.
 */
export default class UnloadableFileAsFailedTest implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    for (const testModule of testModules) {
      // The runner reads the tasks, not the public test-module view: the file task is what it collects.
      const file = (testModule as unknown as { task: File }).task;
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const errors = file.result.errors?.length ? file.result.errors : [{ message: 'the test file failed to load', name: 'Error' }];
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: `${file.name} > the test file loads`,
        mode: 'run',
        file,
        suite: file,
        result: { state: 'fail', errors },
        meta: {},
        annotations: [],
        artifacts: [],
        timeout: 0,
        // vitest builds a test's context itself; nothing reads it once the run has ended.
        context: {} as never,
      } as never);
    }
  }
}
