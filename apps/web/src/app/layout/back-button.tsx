import { ArrowLeftOutlined } from '../../components/icons';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isTouchDevice } from '../../lib/is-mobile';
import styles from './floating-buttons.module.css';

const subscribeNever = () => () => {};

/** docs/spec.md §2: a back arrow on the home page (or /) for pointer devices; touch devices swipe back. */
export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Known in the browser only: the server's page has the arrow, which CSS hides on touch screens
  // until the page has hydrated and drops it.
  const touch = useSyncExternalStore(subscribeNever, isTouchDevice, () => false);
  if (touch || (pathname !== '/home' && pathname !== '/')) return null;
  return (
    <button
      type="button"
      className={styles.back}
      aria-label="返回"
      title="返回"
      onClick={() => void navigate(-1)}
    >
      <ArrowLeftOutlined aria-hidden />
    </button>
  );
}
