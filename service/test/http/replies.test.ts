import { Readable } from 'node:stream';
import { piecesBody } from '../../src/http/replies';

function* pieces(...texts: string[]): Generator<Buffer> {
  for (const text of texts) yield Buffer.from(text);
}

async function streamed(body: Readable): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of body) chunks.push((chunk as Buffer).toString('utf8'));
  return chunks;
}

describe('piecesBody', () => {
  it('sends a single piece as bytes, so the answer carries its length', () => {
    const body = piecesBody(pieces('[1]'));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString()).toBe('[1]');
  });

  it('streams several pieces in order, each as it is written', async () => {
    const written: string[] = [];
    function* lazily(): Generator<Buffer> {
      for (const text of ['[', '1,', '2', ']']) {
        written.push(text);
        yield Buffer.from(text);
      }
    }
    const body = piecesBody(lazily());
    expect(body).toBeInstanceOf(Readable);
    // Only the first two are written before the stream is read.
    expect(written).toEqual(['[', '1,']);
    expect(await streamed(body as Readable)).toEqual(['[', '1,', '2', ']']);
  });

  it('answers an empty body for no pieces', () => {
    expect(piecesBody(pieces())).toEqual(Buffer.alloc(0));
  });
});
