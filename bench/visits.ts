import { apiPath, siteRoutes } from '@blog/contract/routes';
import autocannon from 'autocannon';

/**
 * What counting visitors costs (README "Visitor statistics"): the beacon endpoint's throughput, each
 * request from another visitor (its own browser string, so its own hash), and the article page's
 * req/s without beacons and with one beacon for every page served alongside it, taking turns
 * off, on, off, on so that the machine's drift shows as the spread of each.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function beacons(baseUrl: string, duration: number, connections: number, overallRate?: number) {
  let n = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        path: apiPath(siteRoutes.visit),
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              // Another visitor each time: a browser string of its own.
              'user-agent': `${CHROME} Bench/${n}`,
            },
            body: JSON.stringify({
              path: `/article?id=${(n % 500) + 1}`,
              referrer: 'https://search.example/',
            }),
          };
        },
      },
    ],
  });
}

const page = (baseUrl: string, path: string, duration: number, connections: number) =>
  autocannon({ url: baseUrl + path, connections, duration });

export async function measureVisitCounting(
  baseUrl: string,
  articlePath: string,
  { duration, connections }: { duration: number; connections: number },
) {
  const beacon = await beacons(baseUrl, duration, connections);
  const off: number[] = [];
  const on: number[] = [];
  let beaconsAlongside = 0;
  let beaconErrors = 0;
  for (let round = 0; round < 2; round++) {
    off.push((await page(baseUrl, articlePath, duration, connections)).requests.average);
    // One beacon per page the last "off" run served, as every page a visitor opens sends one.
    const rate = Math.max(1, Math.round(off.at(-1)!));
    const [pages, sent] = await Promise.all([
      page(baseUrl, articlePath, duration, connections),
      beacons(baseUrl, duration, 10, rate),
    ]);
    on.push(pages.requests.average);
    beaconsAlongside += sent.requests.total / duration / 2;
    beaconErrors += sent.errors + sent.non2xx;
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    beacon: {
      'req/s': Math.round(beacon.requests.average),
      p50_ms: beacon.latency.p50,
      p99_ms: beacon.latency.p99,
      errors: beacon.errors + beacon.non2xx,
    },
    article: {
      path: articlePath,
      'off req/s': off.map(Math.round),
      'on req/s': on.map(Math.round),
      'beacons/s alongside': Math.round(beaconsAlongside),
      'beacon errors': beaconErrors,
      'on / off': Math.round((mean(on) / mean(off)) * 100) / 100,
      'off spread': Math.round((Math.abs(off[0]! - off[1]!) / mean(off)) * 100) / 100,
    },
  };
}
