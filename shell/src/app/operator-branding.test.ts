import { DEMO_OPERATOR } from '@portal/shared/contract/demo-operator';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { fetchOperator, INLINE_OPERATOR_ID } from './operator-branding';

afterEach(() => {
  document.getElementById(INLINE_OPERATOR_ID)?.remove();
  jest.restoreAllMocks();
});

function writeInline(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_OPERATOR_ID;
  block.textContent = text;
  document.body.appendChild(block);
}

describe('fetchOperator', () => {
  it('takes operator.json from the page when the service wrote it there, without a request', async () => {
    const { calls } = installFakeFetch({});
    writeInline(JSON.stringify({ portalName: 'Netz Süd Kundenportal', colours: { primary: '#7a1f5c', primaryHover: '#5c1745' } }));
    const operator = await fetchOperator();
    expect(operator).toMatchObject({ portalName: 'Netz Süd Kundenportal', operatorName: DEMO_OPERATOR.operatorName });
    expect(calls).toHaveLength(0);
  });

  it('fetches the file when the page holds none or a broken one', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    writeInline('{broken');
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ portalName: 'Netz Nord Portal' }) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect((await fetchOperator()).portalName).toBe('Netz Nord Portal');
    expect(fetchMock).toHaveBeenCalledWith('/app/operator.json', expect.anything());
  });
});
