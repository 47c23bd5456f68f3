import { formatDateTime } from './time';

type WithStoredDates = { created_at: string; updated_at: string };
type WithApiDates<T> = Omit<T, 'created_at' | 'updated_at'> & { createdAt: string; updatedAt: string };

/** Renames a row's stored timestamps to the API's `createdAt`/`updatedAt`, shown in the site's zone. */
export function withApiDates<T extends WithStoredDates>(row: T, timeZone: string): WithApiDates<T> {
  const { created_at, updated_at, ...rest } = row;
  return {
    ...rest,
    createdAt: formatDateTime(created_at, timeZone),
    updatedAt: formatDateTime(updated_at, timeZone),
  };
}
