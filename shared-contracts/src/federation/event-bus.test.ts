import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

describe('typed event bus', () => {
  it('delivers a payload to every listener of that event only', () => {
    const bus = createEventBus();
    const opened: string[] = [];
    const themes: string[] = [];
    bus.on('auth:open', ({ view }) => opened.push(view));
    bus.on('auth:open', ({ view }) => opened.push(`again:${view}`));
    bus.on('theme:changed', ({ theme }) => themes.push(theme));
    bus.emit('auth:open', { view: 'register' });
    expect(opened).toEqual(['register', 'again:register']);
    expect(themes).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    let calls = 0;
    const off = bus.on('wallet:changed', () => {
      calls += 1;
    });
    bus.emit('wallet:changed', {});
    off();
    bus.emit('wallet:changed', {});
    expect(calls).toBe(1);
  });

  it('keeps a request made before anyone listens and delivers it to the first listener', async () => {
    const bus = createEventBus();
    bus.emit('auth:open', { view: 'login' });
    bus.emit('auth:open', { view: 'register' });
    const opened: string[] = [];
    bus.on('auth:open', ({ view }) => opened.push(view));
    await Promise.resolve();
    expect(opened).toEqual(['register']);
    bus.emit('auth:open', { view: 'forgot' });
    expect(opened).toEqual(['register', 'forgot']);
  });

  it('does not keep notifications nobody heard', async () => {
    const bus = createEventBus();
    bus.emit('wallet:changed', {});
    let heard = 0;
    bus.on('wallet:changed', () => {
      heard += 1;
    });
    await Promise.resolve();
    expect(heard).toBe(0);
  });
});
