import { describe, expect, it, vi } from 'vitest';
import {
  VisitCounter,
  VISITORS_PER_ADDRESS,
  visitorHash,
  type Visit,
  type VisitBatch,
} from './visit-counter';

const agent = { browser: 'Chrome', os: 'Windows', device: '电脑' };
const visit = (path: string, ip = '1.2.3.4', userAgent = 'UA'): Visit => ({
  path,
  ip,
  userAgent,
  referrer: null,
  agent,
  region: '北京',
});

function counter(write: (batch: VisitBatch) => Promise<void>, day = { now: '2026-03-01' }) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const saltOf = vi.fn(async (d: string) => `salt-${d}`);
  const visits = new VisitCounter({ write, saltOf, dayOf: () => day.now, log, maxEntries: 6 });
  return { visits, log, saltOf };
}

describe('VisitCounter', () => {
  it('adds views up by day and page and knows each visitor once, by a salted hash', async () => {
    const batches: VisitBatch[] = [];
    const { visits, saltOf } = counter(async (batch) => void batches.push(batch));
    await visits.count(visit('/'));
    await visits.count(visit('/'));
    await visits.count(visit('/tag'));
    await visits.count(visit('/', '5.6.7.8'));
    await visits.flush();
    expect(saltOf).toHaveBeenCalledTimes(1);
    const day = batches[0]!.get('2026-03-01')!;
    expect(day.views).toBe(4);
    expect([...day.pages]).toEqual([
      ['/', 3],
      ['/tag', 1],
    ]);
    const hash = visitorHash('salt-2026-03-01', '1.2.3.4', 'UA');
    expect([...day.visitors.keys()].sort()).toEqual(
      [hash, visitorHash('salt-2026-03-01', '5.6.7.8', 'UA')].sort(),
    );
    expect([...day.visitors.get(hash)!.paths]).toEqual(['/', '/tag']);
    expect(JSON.stringify([...day.visitors.keys()])).not.toContain('1.2.3.4');
    // Nothing pending, nothing written.
    await visits.flush();
    expect(batches).toHaveLength(1);
  });

  // #35 item 12: 120 beacons from one address, each with another User-Agent and referrer, made 120
  // visitors and 20 referring sites.
  it('counts at most a few browsers of one address a day, and one referrer a visitor a day', async () => {
    const batches: VisitBatch[] = [];
    const log = { error: vi.fn(), warn: vi.fn() };
    const visits = new VisitCounter({
      write: async (batch) => void batches.push(batch),
      saltOf: async (d) => `salt-${d}`,
      dayOf: () => '2026-03-01',
      log,
    });
    for (let i = 0; i < 120; i++)
      await visits.count({ ...visit('/', '6.6.6.6', `Bot/${i}`), referrer: `spam${i % 20}.example` });
    await visits.count(visit('/', '7.7.7.7'));
    await visits.flush();
    const day = batches[0]!.get('2026-03-01')!;
    expect(day.views).toBe(121);
    expect(day.visitors.size).toBe(VISITORS_PER_ADDRESS + 1);
    expect([...day.referrers.values()].reduce((a, b) => a + b, 0)).toBe(VISITORS_PER_ADDRESS);
    // Across batches too.
    await visits.count({ ...visit('/', '6.6.6.6', 'Bot/999'), referrer: 'late.example' });
    await visits.flush();
    const later = batches[1]!.get('2026-03-01')!;
    expect(later.visitors.size).toBe(1);
    expect(later.referrers.size).toBe(0);
  });

  it('takes a new salt on a new day, so the same visitor is another hash', async () => {
    const batches: VisitBatch[] = [];
    const day = { now: '2026-03-01' };
    const { visits, saltOf } = counter(async (batch) => void batches.push(batch), day);
    await visits.count(visit('/'));
    day.now = '2026-03-02';
    await visits.count(visit('/'));
    await visits.flush();
    expect(saltOf.mock.calls.map(([d]) => d)).toEqual(['2026-03-01', '2026-03-02']);
    const [first, second] = [...batches[0]!.values()].map((d) => [...d.visitors.keys()][0]);
    expect(first).not.toBe(second);
  });

  it('keeps a batch it could not write for the next write, merged with what came since', async () => {
    let fail = true;
    const batches: VisitBatch[] = [];
    const { visits, log } = counter(async (batch) => {
      if (fail) throw new Error('database away');
      batches.push(batch);
    });
    await visits.count(visit('/'));
    await visits.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    await visits.count(visit('/'));
    await visits.count(visit('/tag', '9.9.9.9'));
    fail = false;
    await visits.flush();
    const day = batches[0]!.get('2026-03-01')!;
    expect(day.views).toBe(3);
    expect(day.pages.get('/')).toBe(2);
    expect(day.visitors.size).toBe(2);
  });

  it('drops views past its bound rather than grow without end, and says so', async () => {
    const batches: VisitBatch[] = [];
    const { visits, log } = counter(async (batch) => void batches.push(batch));
    for (let i = 0; i < 10; i++) await visits.count(visit('/', `10.0.0.${i}`));
    await visits.count(visit('/', '10.0.0.0'));
    await visits.flush();
    // Six entries: three visitors (each the site and one page).
    expect(batches[0]!.get('2026-03-01')!.visitors.size).toBe(3);
    expect(batches[0]!.get('2026-03-01')!.views).toBe(4);
    expect(log.warn).toHaveBeenCalledWith({ views: 7 }, expect.any(String));
  });

  it('writes what is left when stopped', async () => {
    const write = vi.fn(async () => undefined);
    const { visits } = counter(write);
    visits.start();
    await visits.count(visit('/'));
    await visits.stop();
    expect(write).toHaveBeenCalledTimes(1);
  });
});
