import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('onDemand', () => {
  it('renders nothing until the code is here, then the component with its props', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const { Component } = onDemand(load);
    const { container } = render(<Component name="读者" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('你好，读者')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders in the first render once preloaded, loading the code only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = onDemand(load);
    await Promise.all([preload(), preload()]);
    render(<Component name="访客" />);
    // No effect or microtask needed: the very first render shows it.
    expect(screen.getByText('你好，访客')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Component, preload } = onDemand(load);
    await expect(preload()).rejects.toThrow('offline');
    render(<Component name="重试者" />);
    expect(await screen.findByText('你好，重试者')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
