import { lazy, Suspense, useEffect, useState } from 'react';
import { QuietBoundary } from '../../components/quiet-boundary';
import { onToastHostRequested } from './lazy-toast-api';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/** Mounts the toast host (and so loads antd) only when the first toast is asked for. */
export function ToastOutlet() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostRequested(() => setWanted(true)), []);
  return wanted ? (
    <QuietBoundary name="toast host">
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
