import { adminRoutes } from '@blog/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/http/api';
import { toast } from '../../../lib/toast';
import { adminKey, adminQuery } from '../../admin-api';

/** How often a running scan is asked for its progress. */
export const SCAN_POLL_MS = 500;

const scanQuery = adminQuery(adminRoutes.music.scanStatus, {}, 'music-scan');

/**
 * The library rescan: its status (polled while it runs, whoever started it) and `start`. When a
 * scan ends, the song and playlist lists (and the dashboard's count) are read again.
 */
export function useScan() {
  const client = useQueryClient();
  const status = useQuery({
    ...scanQuery,
    refetchInterval: (query) => (query.state.data?.running ? SCAN_POLL_MS : false),
    staleTime: 0,
  });
  const start = useMutation({
    mutationFn: () => callApi(adminRoutes.music.scan, {}),
    onSuccess: (started) => client.setQueryData(scanQuery.queryKey, started),
  });

  const running = status.data?.running ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      if (status.data?.phase === 'done') toast.success('曲库扫描完成');
      void client.invalidateQueries({ queryKey: adminKey('music') });
      void client.invalidateQueries({ queryKey: adminKey('stats') });
    }
    wasRunning.current = running;
  }, [running, status.data?.phase, client]);

  return { status: status.data, start, running: running || start.isPending };
}

/** Reads the scan status again now (after an upload, whose scan the server ran itself). */
export function useRefreshScan() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: scanQuery.queryKey });
}
