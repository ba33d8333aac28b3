/**
 * The about page's fixed content (customer-account §2 About page: static timeline and team). Its
 * figures (customers, services, years, rating) are not here: they come from the salon's records
 * and settings (GET /api/public/salon-figures); the story names no count that could go stale.
 */

/** The story; its founding year is the one in the company settings. */
export function aboutStory(foundedYear: number): string[] {
  return [
    `Salon Tóc Việt bắt đầu từ một tiệm nhỏ bốn ghế cắt trên phố Nguyễn Huệ năm ${foundedYear}, với một mong muốn giản dị: ai bước vào cũng được lắng nghe, được tư vấn thật lòng và ra về với mái tóc hợp với chính mình.`,
    'Hôm nay, chúng tôi có các chi nhánh tại TP. Hồ Chí Minh và Hà Nội, với đội ngũ stylist và chuyên viên màu tóc được đào tạo bài bản. Điều không đổi là cách chúng tôi làm việc: dùng sản phẩm chính hãng, báo giá rõ ràng trước khi làm, và chăm sóc tóc của khách như tóc của người nhà.',
  ];
}

export const ABOUT_VALUES = [
  {
    key: 'listen',
    title: 'Lắng nghe trước khi cầm kéo',
    text: 'Mỗi lần làm tóc bắt đầu bằng vài phút tư vấn về khuôn mặt, chất tóc và thói quen của bạn.',
  },
  {
    key: 'honest',
    title: 'Minh bạch',
    text: 'Giá niêm yết công khai, báo trước chi phí phát sinh, không ép mua thêm dịch vụ.',
  },
  {
    key: 'quality',
    title: 'Chất lượng chính hãng',
    text: 'Thuốc uốn, nhuộm và sản phẩm dưỡng có nguồn gốc rõ ràng, an toàn cho da đầu.',
  },
  {
    key: 'care',
    title: 'Chăm sóc lâu dài',
    text: 'Nhắc lịch chăm sóc, theo dõi sản phẩm đã mua và hướng dẫn giữ nếp tóc tại nhà.',
  },
] as const;

export const ABOUT_TIMELINE = [
  { year: '2017', text: 'Mở tiệm đầu tiên với 4 ghế cắt trên phố Nguyễn Huệ, TP. Hồ Chí Minh.' },
  { year: '2019', text: 'Mở rộng thành salon hai tầng, thêm khu gội đầu dưỡng sinh.' },
  { year: '2021', text: 'Khai trương chi nhánh Hàng Bài, Hà Nội.' },
  {
    year: '2023',
    text: 'Khai trương chi nhánh Lê Văn Sỹ, chuyên phục hồi tóc và chăm sóc da đầu.',
  },
  {
    year: '2025',
    text: 'Ra mắt đặt lịch và cửa hàng trực tuyến: chọn giờ còn trống, mua sản phẩm chính hãng.',
  },
] as const;

export const ABOUT_TEAM = [
  {
    name: 'Nguyễn Ngọc Anh',
    title: 'Stylist trưởng',
    experience: '12 năm kinh nghiệm',
    specialties: 'Cắt tóc nữ, uốn setting, nhuộm balayage',
  },
  {
    name: 'Trần Minh Khoa',
    title: 'Barber trưởng',
    experience: '8 năm kinh nghiệm',
    specialties: 'Cắt tóc nam, fade và undercut, cạo mặt',
  },
  {
    name: 'Phạm Đức Huy',
    title: 'Stylist cao cấp',
    experience: '10 năm kinh nghiệm',
    specialties: 'Uốn phồng tóc nam, cắt tóc nam, uốn lạnh',
  },
  {
    name: 'Lê Thảo Vy',
    title: 'Chuyên viên màu tóc',
    experience: '6 năm kinh nghiệm',
    specialties: 'Nhuộm màu thời trang, highlight, nhuộm phủ bạc',
  },
] as const;
