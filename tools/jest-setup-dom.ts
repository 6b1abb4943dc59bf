import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

if (!window.scrollTo) window.scrollTo = () => {};
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

// A form test types every field key by key as a user would: a long form (the registration) took over Jest's default
// 5 s while the 2-core machine ran other work beside the test run. A hang still fails, after 20 s.
jest.setTimeout(20_000);
