import { DASHBOARD_MAX_DAYS } from './periods.js';

export const DASHBOARD_MESSAGES = {
  invalidDate: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  fromRequired: 'Vui lòng chọn ngày bắt đầu',
  toRequired: 'Vui lòng chọn ngày kết thúc',
  rangeInverted: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  rangeTooLong: `Khoảng thời gian tối đa là ${DASHBOARD_MAX_DAYS} ngày`,
  invalidBranch: 'Chi nhánh không hợp lệ',
  branchNotFound: 'Không tìm thấy chi nhánh',
} as const;
