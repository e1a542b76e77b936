import { beforeAll, describe, expect, it } from 'vitest';
import { PATH } from '@kernel/paths';
import { registerSettingsResponse } from '@kernel/system';
import { validatorsResponse } from '@kernel/validatorsResponse';
import { startServer, type TestServer } from './helpers';

/**
 * SPEC 5: each pattern id has a message with min and max filled in, and the bounds come from server
 * config; SPEC 7: the registration validators are served. So each served validator carries, by field
 * name, the bounds the merchant's register settings give the fields its pattern checks.
 */
describe('the served validators carry the register settings’ bounds', () => {
  let server: TestServer;
  // The first server of a worker seeds the demo accounts' password hashes: slow on a busy machine.
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);

  it('names the bounds of every registration field under the field’s pattern', async () => {
    const validators = (await server.expectBody(validatorsResponse, PATH.validators)).body.value;
    const { fields } = (await server.expectBody(registerSettingsResponse, PATH.registerSettings)).body.value;
    for (const [name, config] of Object.entries(fields)) {
      const validator = validators.find((entry) => entry.patternId === config.patternId);
      expect(validator?.bounds?.[name], name).toEqual({ minLength: config.minLength, maxLength: config.maxLength });
    }
  });

  it('gives one pattern’s fields their own bounds (the demo merchant: digits for a 10-digit mobile and a 6-digit code)', async () => {
    const validators = (await server.expectBody(validatorsResponse, PATH.validators)).body.value;
    const digits = validators.find((entry) => entry.patternId === 6);
    expect(digits?.bounds).toMatchObject({ mobileNum: { minLength: 10, maxLength: 10 }, verificationCode: { minLength: 6, maxLength: 6 } });
    expect(validators.find((entry) => entry.patternId === 1)?.bounds).toEqual({ username: { minLength: 6, maxLength: 16 } });
  });
});
