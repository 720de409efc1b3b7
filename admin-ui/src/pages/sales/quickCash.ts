/** The rupiah notes a customer pays with, smallest first. */
export const NOTES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;

const LARGEST = NOTES[NOTES.length - 1];

/** How many amounts the quick cash buttons offer besides 'Uang Pas'. */
export const QUICK_CASH_COUNT = 4;

/**
 * The round amounts a customer actually hands over for `total`, above it, smallest first:
 * the total rounded up to every note big enough to count (no more than ten of it would be
 * needed), and one more of the largest note (for Rp 363.000: 400.000 and 500.000; for
 * Rp 27.500: 30.000, 40.000, 50.000 and 100.000). Exactly the total is 'Uang Pas'.
 */
export function quickCashAmounts(total: number): number[] {
  if (!Number.isSafeInteger(total) || total <= 0) return [];
  const roundUp = (note: number) => Math.ceil(total / note) * note;
  const amounts = NOTES.filter((note) => note * 10 >= total || note === LARGEST).map(roundUp);
  const covered = roundUp(LARGEST);
  if (total >= LARGEST) amounts.push(covered + LARGEST);
  return [...new Set(amounts)]
    .filter((amount) => amount > total)
    .sort((a, b) => a - b)
    .slice(0, QUICK_CASH_COUNT);
}
