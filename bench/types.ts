export interface BenchRow {
  group: string;
  name: string;
  value: number;
  unit: string;
  /** Peer value measured in the same run, when the issue names one. */
  peer?: { name: string; value: number };
  goal?: string;
  note?: string;
}
