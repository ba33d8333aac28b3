/** Reply shapes of every API call (ARCHITECTURE.md, API conventions). */
export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface ApiPage<T> {
  data: T[];
  meta: PageMeta;
}

export interface ApiFailure {
  success: false;
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

export const COMMON_MESSAGES = {
  invalidInput: 'Dữ liệu không hợp lệ. Vui lòng kiểm tra lại.',
  malformedJson: 'Dữ liệu gửi lên không đúng định dạng JSON.',
  jsonTooDeep: 'Dữ liệu gửi lên có quá nhiều cấp lồng nhau.',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ.',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn.',
  notFound: 'Không tìm thấy nội dung yêu cầu.',
  routeNotFound: 'Đường dẫn API không tồn tại.',
  crossOrigin: 'Yêu cầu không hợp lệ: không xuất phát từ trang web của salon.',
  tooManyRequests: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  serverError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  networkError: 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.',
  serviceUnavailable: 'Hệ thống đang bảo trì. Vui lòng thử lại sau.',
} as const;
