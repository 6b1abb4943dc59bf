import { act, renderHook } from '@testing-library/react';
import { useChartDownload } from './chart-loader';

const mockChartModule = { evaluated: 0 };
jest.mock('./chart-canvas', () => {
  mockChartModule.evaluated += 1;
  return {};
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useChartDownload', () => {
  const frames: FrameRequestCallback[] = [];
  const { requestAnimationFrame } = window;

  beforeEach(() => {
    frames.length = 0;
    window.requestAnimationFrame = (callback) => frames.push(callback);
  });
  afterEach(() => {
    window.requestAnimationFrame = requestAnimationFrame;
  });

  it('fetches chart.js only after the drawn contract has been painted, not while the page is still loading', async () => {
    const { rerender } = renderHook(({ drawn }) => useChartDownload(drawn), { initialProps: { drawn: false } });
    await tick();
    expect(frames).toHaveLength(0);

    rerender({ drawn: true });
    await tick();
    expect(mockChartModule.evaluated).toBe(0);

    act(() => frames.forEach((frame) => frame(performance.now())));
    await tick();
    expect(mockChartModule.evaluated).toBe(1);
  });
});
