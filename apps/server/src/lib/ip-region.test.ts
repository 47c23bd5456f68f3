import { afterEach, describe, expect, it } from 'vitest';
import { ipRegion, isLocalAddress, setIpRegionLookup } from './ip-region';

afterEach(() => setIpRegionLookup(null));

describe('ipRegion', () => {
  it('names loopback and private addresses 本机地址', () => {
    for (const ip of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.8',
      '169.254.0.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:192.168.0.2',
    ]) {
      expect(ipRegion(ip), ip).toBe('本机地址');
    }
  });

  it('names the province of Chinese addresses and the country of others, offline', () => {
    expect(ipRegion('114.114.114.114')).toBe('江苏省');
    expect(ipRegion('120.24.78.68')).toBe('广东省');
    expect(ipRegion('::ffff:120.24.78.68')).toBe('广东省');
    expect(ipRegion('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('广东省');
    expect(ipRegion('8.8.8.8')).toBe('美国');
  });

  it('says 未知 for addresses the database cannot place, and for garbage', () => {
    for (const ip of ['2001:db8::1', 'not-an-ip', '', null]) {
      expect(ipRegion(ip), String(ip)).toBe('未知');
    }
    expect(isLocalAddress('172.15.0.1')).toBe(false);
    expect(isLocalAddress('172.32.0.1')).toBe(false);
  });

  it('asks an installed lookup about public addresses only', () => {
    const asked: string[] = [];
    setIpRegionLookup({
      lookup: (ip) => {
        asked.push(ip);
        return ip.startsWith('114.') ? '江苏' : null;
      },
    });
    expect(ipRegion('114.114.114.114')).toBe('江苏');
    expect(ipRegion('8.8.8.8')).toBe('未知');
    expect(ipRegion('127.0.0.1')).toBe('本机地址');
    expect(asked).toEqual(['114.114.114.114', '8.8.8.8']);
  });
});
