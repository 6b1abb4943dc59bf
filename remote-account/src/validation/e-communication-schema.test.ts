import { errorsOf } from '../test/errors-of';
import { eCommunicationSchema } from './e-communication-schema';

describe('e-communication schema', () => {
  const schema = eCommunicationSchema('Text zu e_comm.error.accept_conditions.false');

  it('accepts accepted conditions', async () => {
    expect(await errorsOf(schema, { acceptConditions: true })).toEqual({});
  });

  it('requires the conditions to be accepted, with the message of the key', async () => {
    expect(await errorsOf(schema, { acceptConditions: false })).toEqual({
      acceptConditions: 'Text zu e_comm.error.accept_conditions.false',
    });
  });
});
