/**
 * Backups and restore drills (back-office spec §2.12): daily by default, kept 90 days. Every
 * figure the screen shows (RPO, RTO) is measured from these records, never typed.
 */

export const BACKUP_POLICY = {
  /** How long an archive is kept, in days (the spec's 90). */
  retentionDays: 90,
  /** Default interval between scheduled backups, in hours (BACKUP_INTERVAL_HOURS changes it). */
  defaultIntervalHours: 24,
  /** A backup older than this many intervals counts as stale on the screen. */
  staleAfterIntervals: 2,
} as const;

export const BACKUP_KINDS = { scheduled: 'Tự động', manual: 'Thủ công' } as const;
export type BackupKind = keyof typeof BACKUP_KINDS;

export const BACKUP_STATUSES = {
  running: 'Đang sao lưu',
  ok: 'Hoàn tất',
  failed: 'Thất bại',
  deleted: 'Đã xóa (hết hạn lưu)',
} as const;
export type BackupStatus = keyof typeof BACKUP_STATUSES;

export const DRILL_RESULTS = {
  running: 'Đang diễn tập',
  passed: 'Đạt',
  failed: 'Không đạt',
} as const;
export type DrillResult = keyof typeof DRILL_RESULTS;

export const BACKUP_MESSAGES = {
  notFound: 'Không tìm thấy bản sao lưu.',
  fileMissing: 'Tệp sao lưu không còn trên máy chủ.',
  notUsable: 'Bản sao lưu này không dùng được (thất bại hoặc đã xóa).',
  busy: 'Đang có một lần sao lưu hoặc diễn tập khác chạy, vui lòng đợi.',
  checksumMismatch: 'Tệp sao lưu đã bị thay đổi: mã kiểm tra SHA-256 không khớp.',
  partChecksumMismatch: (part: string) =>
    `Phần "${part}" của bản sao lưu bị hỏng: mã kiểm tra không khớp.`,
  manifestMissing: 'Tệp sao lưu không có bảng kê (manifest.json).',
  countsDiffer: (tables: number) => `${tables} bảng khôi phục không đủ số dòng như lúc sao lưu.`,
  downloadWarning:
    'Tệp sao lưu chứa toàn bộ dữ liệu của mọi khách hàng. Chỉ tải về máy an toàn, không gửi qua e-mail hay chat.',
} as const;

export interface BackupTableCount {
  table: string;
  expected: number;
  restored: number | null;
}

export interface BackupView {
  id: number;
  file_name: string;
  kind: BackupKind;
  status: BackupStatus;
  engine: string;
  schema_version: string | null;
  size_bytes: number;
  sha256: string | null;
  tables: number;
  rows: number;
  upload_files: number;
  duration_ms: number;
  error: string | null;
  created_at: string;
  /** Seconds since it was made, at the time of the answer. */
  age_seconds: number;
}

export interface BackupDrillView {
  id: number;
  backup_id: number;
  backup_file: string | null;
  result: DrillResult;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  tables: BackupTableCount[];
  error: string | null;
}

export interface BackupsSummary {
  interval_hours: number;
  retention_days: number;
  last_backup: BackupView | null;
  /** When the scheduled job runs next (from the jobs table), or null before its first run. */
  next_due_at: string | null;
  /** Recovery point objective: data lost at worst = the interval; now = age of the newest backup. */
  rpo: { target_seconds: number; current_seconds: number | null };
  last_drill: BackupDrillView | null;
  /** Recovery time objective: the last passed drill's measured restore time. */
  rto: { measured_ms: number | null; measured_at: string | null };
  total_bytes: number;
}

export interface BackupsOverview {
  summary: BackupsSummary;
  backups: BackupView[];
}
