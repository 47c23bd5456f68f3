/** Clamps a volume to 0–1 and rounds to two decimals. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}
