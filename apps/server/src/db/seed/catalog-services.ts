/** The salon's demo services: prices in VND, durations in minutes, Vietnamese copy. */
import { slugify } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { ServiceTable } from '../schema.js';
import type { ServiceMotif } from './artwork.js';
import { requireCategory, type SavedCategory } from './categories.js';
import { daysAgo, richHtml, searchText, type RichText } from './content.js';
import { galleryColumns, serviceImagePaths } from './image-paths.js';

export interface ServiceSeed {
  name: string;
  /** Slug of a service category. */
  category: string;
  motif: ServiceMotif;
  short: string;
  description: RichText;
  price: number;
  salePrice?: number;
  durationMinutes: number;
  staffRequired?: number;
  features: readonly string[];
  featured?: boolean;
  bookingCount: number;
}

export const SERVICES: readonly ServiceSeed[] = [
  {
    name: 'Cắt tóc nam tạo kiểu',
    category: 'cat-toc-nam',
    motif: 'barber',
    short: 'Tư vấn kiểu tóc hợp khuôn mặt, cắt tỉa tỉ mỉ, gội sạch và vuốt sáp tạo kiểu.',
    description: {
      intro:
        'Dịch vụ cắt tóc nam được thực hiện bởi stylist nhiều năm kinh nghiệm. Trước khi cắt, stylist sẽ xem khuôn mặt, độ dày và hướng mọc của tóc để gợi ý kiểu phù hợp với công việc và phong cách của bạn.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Tư vấn kiểu tóc theo khuôn mặt và sở thích',
        'Gội sạch với dầu gội phù hợp da đầu',
        'Cắt tỉa bằng kéo và tông đơ, chỉnh đường viền gọn gàng',
        'Sấy và vuốt sáp tạo kiểu, hướng dẫn cách tự tạo kiểu tại nhà',
      ],
      note: 'Nếu muốn giữ kiểu lâu, bạn nên quay lại tỉa sau 3 đến 4 tuần.',
    },
    price: 120000,
    durationMinutes: 45,
    features: [
      'Tư vấn kiểu tóc miễn phí',
      'Gội sạch trước khi cắt',
      'Vuốt sáp tạo kiểu',
      'Dụng cụ được khử khuẩn sau mỗi khách',
    ],
    featured: true,
    bookingCount: 1580,
  },
  {
    name: 'Combo cắt gội massage nam',
    category: 'cat-toc-nam',
    motif: 'barber',
    short: 'Cắt tóc, gội đầu thảo dược và massage cổ vai gáy thư giãn trong 60 phút.',
    description: {
      intro:
        'Combo dành cho quý ông bận rộn: vừa có kiểu tóc mới gọn gàng, vừa được thư giãn với gội đầu thảo dược và massage cổ vai gáy.',
      listTitle: 'Combo gồm:',
      items: [
        'Cắt tóc tạo kiểu theo yêu cầu',
        'Gội đầu bằng dầu gội bưởi và bồ kết',
        'Massage đầu, cổ, vai, gáy 15 phút',
        'Đắp khăn nóng và vuốt sáp hoàn thiện',
      ],
    },
    price: 180000,
    salePrice: 150000,
    durationMinutes: 60,
    features: [
      'Tiết kiệm hơn đặt lẻ từng dịch vụ',
      'Massage cổ vai gáy 15 phút',
      'Khăn nóng thư giãn',
      'Gội thảo dược bưởi và bồ kết',
      'Vuốt sáp tạo kiểu',
    ],
    bookingCount: 960,
  },
  {
    name: 'Cạo mặt và tỉa râu',
    category: 'cat-toc-nam',
    motif: 'razor',
    short: 'Cạo mặt bằng dao cạo chuyên dụng, tỉa và tạo dáng râu gọn gàng, đắp khăn nóng.',
    description: {
      intro:
        'Làm sạch và tạo dáng râu theo khuôn mặt, giúp gương mặt sáng sủa, nam tính. Dao cạo dùng lưỡi mới cho từng khách.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Đắp khăn nóng làm mềm râu và lỗ chân lông',
        'Thoa kem cạo và cạo mặt bằng lưỡi dao mới',
        'Tỉa và tạo dáng râu theo yêu cầu',
        'Thoa dưỡng ẩm làm dịu da sau khi cạo',
      ],
    },
    price: 80000,
    durationMinutes: 30,
    features: [
      'Lưỡi dao mới cho từng khách',
      'Đắp khăn nóng',
      'Tạo dáng râu theo khuôn mặt',
      'Dưỡng ẩm sau khi cạo',
    ],
    bookingCount: 410,
  },
  {
    name: 'Cắt tóc nữ tạo kiểu',
    category: 'cat-toc-nu',
    motif: 'scissors',
    short: 'Cắt layer, tóc ngắn, tóc lửng theo khuôn mặt, kèm gội và sấy tạo kiểu.',
    description: {
      intro:
        'Một kiểu tóc đẹp bắt đầu từ việc hiểu khuôn mặt và nếp sinh hoạt của bạn. Stylist sẽ tư vấn độ dài, độ tỉa và kiểu mái phù hợp, để tóc vào nếp đẹp cả khi bạn tự sấy tại nhà.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Tư vấn kiểu tóc theo khuôn mặt, chất tóc và phong cách',
        'Gội sạch và xả dưỡng',
        'Cắt tỉa tạo form, xử lý phần ngọn hư tổn',
        'Sấy tạo kiểu và hướng dẫn chăm sóc tại nhà',
      ],
      note: 'Tóc dài quá lưng có thể cần thêm 15 phút; stylist sẽ báo trước khi làm.',
    },
    price: 250000,
    durationMinutes: 60,
    features: [
      'Tư vấn kiểu tóc theo khuôn mặt',
      'Gội và xả dưỡng',
      'Sấy tạo kiểu hoàn thiện',
      'Chỉnh sửa miễn phí trong 7 ngày',
    ],
    featured: true,
    bookingCount: 1320,
  },
  {
    name: 'Cắt tóc mái và tỉa ngọn',
    category: 'cat-toc-nu',
    motif: 'scissors',
    short: 'Cắt mái thưa, mái bằng hoặc mái bay và tỉa phần ngọn chẻ, làm nhanh trong 30 phút.',
    description: {
      intro:
        'Làm mới gương mặt chỉ với một kiểu mái hợp dáng, đồng thời tỉa gọn phần ngọn khô xơ để tóc trông khỏe hơn.',
      listTitle: 'Bạn có thể chọn:',
      items: [
        'Mái thưa kiểu Hàn Quốc',
        'Mái bằng, mái bay hoặc mái rèm',
        'Tỉa ngọn chẻ, giữ nguyên độ dài',
      ],
    },
    price: 80000,
    durationMinutes: 30,
    features: [
      'Thực hiện nhanh trong 30 phút',
      'Tư vấn kiểu mái hợp khuôn mặt',
      'Tỉa ngọn chẻ, giữ độ dài',
      'Sấy vào nếp hoàn thiện',
    ],
    bookingCount: 35,
  },
  {
    name: 'Uốn setting Hàn Quốc',
    category: 'uon-toc',
    motif: 'curl',
    short: 'Uốn sóng lơi mềm mại kiểu Hàn Quốc, dùng thuốc uốn dịu nhẹ, giữ nếp 4 đến 6 tháng.',
    description: {
      intro:
        'Uốn setting tạo những lọn sóng to, mềm và tự nhiên, rất hợp tóc dài ngang vai trở xuống. Chúng tôi dùng thuốc uốn có bổ sung dưỡng chất để hạn chế khô xơ sau khi uốn.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Kiểm tra tình trạng tóc và da đầu',
        'Phục hồi nền tóc trước khi uốn',
        'Cuốn lô setting và gia nhiệt theo từng vùng tóc',
        'Dưỡng khóa nếp, gội và sấy tạo kiểu',
      ],
      note: 'Không gội đầu trong 48 giờ sau khi uốn để lọn tóc vào nếp tốt nhất.',
    },
    price: 1200000,
    salePrice: 990000,
    durationMinutes: 150,
    features: [
      'Thuốc uốn dịu nhẹ có dưỡng chất',
      'Phục hồi nền tóc trước khi uốn',
      'Giữ nếp 4 đến 6 tháng',
      'Tặng gói hấp dầu lần sau',
      'Hướng dẫn chăm sóc tóc uốn tại nhà',
    ],
    featured: true,
    bookingCount: 540,
  },
  {
    name: 'Uốn lạnh tạo sóng tự nhiên',
    category: 'uon-toc',
    motif: 'curl',
    short: 'Uốn lạnh tạo sóng nhẹ cho tóc ngắn và tóc lửng, ít hư tổn, hợp phong cách công sở.',
    description: {
      intro:
        'Uốn lạnh không dùng nhiệt, phù hợp mái tóc mỏng hoặc đã qua hóa chất. Sóng tóc nhẹ, bồng bềnh, dễ chăm sóc hằng ngày.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Tư vấn độ xoăn và kích cỡ lô',
        'Cuốn lô và thoa thuốc uốn lạnh',
        'Trung hòa, xả sạch và dưỡng tóc',
        'Sấy tạo kiểu với kem giữ sóng',
      ],
    },
    price: 650000,
    durationMinutes: 120,
    features: [
      'Không dùng nhiệt, ít hư tổn',
      'Hợp tóc ngắn và tóc lửng',
      'Sóng tóc tự nhiên, bồng bềnh',
      'Dưỡng tóc sau uốn',
    ],
    bookingCount: 230,
  },
  {
    name: 'Uốn phồng chân tóc nam',
    category: 'uon-toc',
    motif: 'curl',
    short: 'Tạo độ phồng tự nhiên cho tóc nam mỏng, xẹp; vuốt kiểu nhanh mỗi sáng.',
    description: {
      intro:
        'Giải pháp cho mái tóc nam mỏng, dễ xẹp: uốn phồng phần chân tóc giúp tóc dựng nhẹ, giữ form cả ngày mà không cần nhiều sáp.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Cắt tỉa tạo form trước khi uốn',
        'Cuốn lô nhỏ ở phần chân tóc',
        'Thoa thuốc uốn và trung hòa',
        'Sấy tạo kiểu, hướng dẫn vuốt tóc tại nhà',
      ],
    },
    price: 450000,
    durationMinutes: 90,
    features: [
      'Tóc phồng tự nhiên, giữ form cả ngày',
      'Kèm cắt tạo form',
      'Giữ nếp 2 đến 3 tháng',
      'Thuốc uốn dịu nhẹ cho da đầu',
    ],
    bookingCount: 380,
  },
  {
    name: 'Nhuộm màu thời trang',
    category: 'nhuom-toc',
    motif: 'swatch',
    short: 'Nâu trà sữa, nâu lạnh, đỏ rượu vang và nhiều màu hot, dùng thuốc nhuộm chính hãng.',
    description: {
      intro:
        'Bảng màu thời trang được cập nhật theo mùa, từ nâu trà sữa dịu dàng đến đỏ rượu vang cá tính. Chuyên viên màu sẽ pha màu riêng theo nền tóc và tông da của bạn.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Tư vấn màu theo tông da và nền tóc',
        'Thử phản ứng da với thuốc nhuộm',
        'Nhuộm và ủ màu theo thời gian chuẩn',
        'Gội khóa màu và dưỡng bóng tóc',
      ],
      note: 'Nên dùng dầu gội giữ màu để màu tóc bền đẹp lâu hơn.',
    },
    price: 800000,
    durationMinutes: 120,
    features: [
      'Thuốc nhuộm chính hãng',
      'Pha màu riêng theo nền tóc',
      'Thử phản ứng da trước khi nhuộm',
      'Gội khóa màu và dưỡng bóng',
      'Bảo hành màu 14 ngày',
    ],
    featured: true,
    bookingCount: 690,
  },
  {
    name: 'Nhuộm phủ bạc thảo dược',
    category: 'nhuom-toc',
    motif: 'swatch',
    short: 'Phủ bạc đều màu với thuốc nhuộm chiết xuất thảo dược, dịu nhẹ với da đầu.',
    description: {
      intro:
        'Thuốc nhuộm phủ bạc chiết xuất thảo dược, không mùi khó chịu, phù hợp khách hàng lớn tuổi và người có da đầu nhạy cảm.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Kiểm tra da đầu và tỉ lệ tóc bạc',
        'Chọn màu đen tự nhiên, nâu đen hoặc nâu hạt dẻ',
        'Nhuộm phủ từ chân tóc',
        'Gội sạch và dưỡng mềm tóc',
      ],
    },
    price: 450000,
    durationMinutes: 90,
    features: [
      'Chiết xuất thảo dược',
      'Phủ bạc đều từ chân tóc',
      'Dịu nhẹ với da đầu nhạy cảm',
      'Màu tự nhiên, bền màu',
    ],
    bookingCount: 310,
  },
  {
    name: 'Highlight và balayage',
    category: 'nhuom-toc',
    motif: 'swatch',
    short: 'Tẩy và nhuộm highlight, balayage chuyển màu tự nhiên, có phục hồi bảo vệ tóc.',
    description: {
      intro:
        'Balayage tạo hiệu ứng tóc sáng dần từ chân xuống ngọn như được nắng tự nhiên. Hai chuyên viên cùng thực hiện để rút ngắn thời gian và đảm bảo màu đều.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Tư vấn vị trí và độ sáng highlight',
        'Tẩy tóc có chất bảo vệ liên kết tóc',
        'Nhuộm phủ màu và chuyển màu tự nhiên',
        'Phục hồi sau tẩy, gội khóa màu và sấy tạo kiểu',
      ],
      note: 'Tóc đã nhuộm đen hoặc tẩy nhiều lần cần được kiểm tra trước; thời gian có thể kéo dài hơn.',
    },
    price: 2500000,
    salePrice: 2200000,
    durationMinutes: 180,
    staffRequired: 2,
    features: [
      'Hai chuyên viên cùng thực hiện',
      'Chất bảo vệ liên kết tóc khi tẩy',
      'Chuyển màu tự nhiên',
      'Phục hồi sau tẩy',
      'Tặng dầu gội giữ màu mini',
      'Bảo hành màu 14 ngày',
    ],
    bookingCount: 145,
  },
  {
    name: 'Hấp dầu phục hồi chuyên sâu',
    category: 'phuc-hoi-cham-soc',
    motif: 'droplet',
    short: 'Hấp dầu với tinh chất dưỡng giúp tóc khô xơ mềm mượt, bóng khỏe sau một lần làm.',
    description: {
      intro:
        'Liệu trình dành cho tóc khô, xơ và chẻ ngọn do nắng, nhiệt hoặc hóa chất. Dưỡng chất thấm sâu vào thân tóc nhờ hơi nóng, cho mái tóc mềm mượt rõ rệt.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Gội sạch với dầu gội dịu nhẹ',
        'Thoa kem ủ phục hồi theo từng lớp tóc',
        'Hấp nóng 20 phút',
        'Xả sạch, thoa tinh dầu và sấy khô',
      ],
    },
    price: 350000,
    durationMinutes: 60,
    features: [
      'Tóc mềm mượt sau một lần làm',
      'Hấp nóng 20 phút',
      'Kem ủ chuyên nghiệp',
      'Thoa tinh dầu dưỡng bóng',
    ],
    bookingCount: 505,
  },
  {
    name: 'Phục hồi keratin',
    category: 'phuc-hoi-cham-soc',
    motif: 'droplet',
    short: 'Bổ sung keratin tái tạo cấu trúc tóc hư tổn nặng, giảm xơ rối, tóc suôn bóng.',
    description: {
      intro:
        'Keratin là thành phần chính của sợi tóc. Liệu trình bổ sung keratin giúp lấp đầy những chỗ tổn thương, cho tóc chắc khỏe và suôn mượt kéo dài nhiều tuần.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Đánh giá mức độ hư tổn của tóc',
        'Gội làm sạch sâu',
        'Thoa keratin và ủ nhiệt theo từng lớp',
        'Là khóa dưỡng chất và sấy hoàn thiện',
      ],
      note: 'Kết quả tốt nhất khi làm 2 đến 3 lần, mỗi lần cách nhau 4 tuần.',
    },
    price: 1500000,
    salePrice: 1290000,
    durationMinutes: 120,
    features: [
      'Tái tạo cấu trúc tóc hư tổn',
      'Tóc suôn bóng kéo dài 6 đến 8 tuần',
      'Giảm xơ rối, dễ chải',
      'An toàn với tóc nhuộm',
      'Tư vấn liệu trình cá nhân',
    ],
    featured: true,
    bookingCount: 270,
  },
  {
    name: 'Chăm sóc da đầu thải độc',
    category: 'phuc-hoi-cham-soc',
    motif: 'bubbles',
    short: 'Làm sạch sâu da đầu, giảm gàu và bã nhờn, cân bằng da đầu cho tóc mọc khỏe.',
    description: {
      intro:
        'Da đầu khỏe là nền tảng của mái tóc đẹp. Liệu trình làm sạch sâu, tẩy tế bào chết và cân bằng dầu giúp giảm gàu, giảm ngứa và hạn chế rụng tóc.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Soi và đánh giá tình trạng da đầu',
        'Tẩy tế bào chết da đầu',
        'Gội làm sạch và đắp tinh chất cân bằng',
        'Massage kích thích tuần hoàn',
      ],
    },
    price: 400000,
    durationMinutes: 60,
    features: [
      'Soi da đầu trước và sau liệu trình',
      'Giảm gàu, giảm ngứa',
      'Cân bằng dầu cho da đầu',
      'Massage kích thích tuần hoàn',
    ],
    bookingCount: 160,
  },
  {
    name: 'Gội đầu dưỡng sinh',
    category: 'goi-massage',
    motif: 'bubbles',
    short: 'Gội thảo dược kết hợp bấm huyệt đầu, mặt, giúp ngủ ngon và giảm căng thẳng.',
    description: {
      intro:
        'Gội đầu dưỡng sinh theo phương pháp truyền thống: nước thảo dược ấm, bấm huyệt nhẹ nhàng vùng đầu, mặt và cổ, đem lại cảm giác thư thái, nhẹ đầu.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Rửa mặt và đắp khăn ấm',
        'Gội bằng nước thảo dược bưởi, sả, bồ kết',
        'Bấm huyệt đầu, mặt và cổ',
        'Xả dưỡng và sấy khô',
      ],
    },
    price: 150000,
    durationMinutes: 45,
    features: [
      'Nước gội thảo dược ấm',
      'Bấm huyệt đầu, mặt, cổ',
      'Giảm căng thẳng, dễ ngủ',
      'Không gian yên tĩnh, nhạc thư giãn',
    ],
    bookingCount: 1240,
  },
  {
    name: 'Gội massage cổ vai gáy',
    category: 'goi-massage',
    motif: 'bubbles',
    short:
      'Gội đầu thư giãn kèm 30 phút massage cổ vai gáy với tinh dầu, giảm mỏi cho dân văn phòng.',
    description: {
      intro:
        'Dành cho người ngồi máy tính nhiều: sau khi gội thư giãn, chuyên viên massage cổ, vai, gáy với tinh dầu ấm để giảm đau mỏi, cứng cổ.',
      listTitle: 'Quy trình thực hiện:',
      items: [
        'Gội đầu với dầu gội thảo dược',
        'Massage cổ, vai, gáy 30 phút với tinh dầu sả chanh',
        'Chườm đá nóng thư giãn cơ',
        'Sấy khô và tạo kiểu nhẹ',
      ],
    },
    price: 220000,
    durationMinutes: 60,
    features: [
      'Massage cổ vai gáy 30 phút',
      'Tinh dầu sả chanh thư giãn',
      'Chườm đá nóng',
      'Giảm đau mỏi cổ vai',
      'Sấy tạo kiểu nhẹ',
    ],
    bookingCount: 720,
  },
  {
    name: 'Tạo kiểu tóc cô dâu',
    category: 'tao-kieu-co-dau',
    motif: 'flower',
    short: 'Làm tóc cô dâu theo váy cưới và áo dài, thử kiểu trước ngày cưới, có phụ kiện hoa.',
    description: {
      intro:
        'Ngày cưới cần một kiểu tóc vừa đẹp vừa bền suốt buổi lễ. Hai chuyên viên tạo kiểu cô dâu sẽ cùng thực hiện, kết hợp phụ kiện hoa tươi hoặc cài tóc theo trang phục.',
      listTitle: 'Gói dịch vụ gồm:',
      items: [
        'Một buổi tư vấn và làm thử kiểu trước ngày cưới',
        'Tạo kiểu cho lễ gia tiên và tiệc cưới',
        'Phụ kiện hoa, cài tóc theo trang phục',
        'Xịt giữ nếp chuyên dụng, bền kiểu cả ngày',
      ],
      note: 'Vui lòng đặt lịch trước ít nhất 2 tuần vào mùa cưới (tháng 9 đến tháng 12).',
    },
    price: 2000000,
    durationMinutes: 150,
    staffRequired: 2,
    features: [
      'Làm thử kiểu trước ngày cưới',
      'Hai chuyên viên cùng thực hiện',
      'Phụ kiện hoa và cài tóc',
      'Bền kiểu suốt buổi tiệc',
      'Tạo kiểu cho cả lễ gia tiên và tiệc cưới',
    ],
    featured: true,
    bookingCount: 120,
  },
  {
    name: 'Búi tóc dự tiệc',
    category: 'tao-kieu-co-dau',
    motif: 'flower',
    short: 'Búi thấp, búi rối, tết tóc dự tiệc, kỷ yếu hay chụp ảnh, hoàn thành trong 60 phút.',
    description: {
      intro:
        'Kiểu tóc thanh lịch cho tiệc cưới, kỷ yếu, sự kiện hoặc buổi chụp ảnh. Bạn có thể gửi ảnh mẫu để stylist chuẩn bị trước.',
      listTitle: 'Các kiểu phổ biến:',
      items: [
        'Búi thấp thanh lịch',
        'Búi rối kiểu Hàn',
        'Tết tóc kết hợp hoa cài',
        'Uốn xoăn lọn thả',
      ],
    },
    price: 350000,
    durationMinutes: 60,
    features: [
      'Gửi ảnh mẫu trước khi đến',
      'Xịt giữ nếp chuyên dụng',
      'Có phụ kiện cài tóc',
      'Hoàn thành trong 60 phút',
    ],
    bookingCount: 28,
  },
];

export function serviceSlug(service: ServiceSeed): string {
  return slugify(service.name);
}

export async function insertServices(
  db: Db,
  categories: Map<string, SavedCategory>,
  now: Date,
): Promise<number> {
  const rows: Insertable<ServiceTable>[] = SERVICES.map((service, i) => {
    const category = requireCategory(categories, service.category);
    const slug = serviceSlug(service);
    const createdAt = daysAgo(now, (SERVICES.length - i) * 4 + 30);
    return {
      category_id: category.id,
      name: service.name,
      slug,
      short_description: service.short,
      description: richHtml(service.description),
      price: service.price,
      sale_price: service.salePrice ?? null,
      duration_minutes: service.durationMinutes,
      staff_required: service.staffRequired ?? 1,
      features: JSON.stringify(service.features),
      ...galleryColumns(serviceImagePaths(slug)),
      is_featured: service.featured ?? false,
      booking_count: service.bookingCount,
      search_text: searchText(service.name, service.short, category.name),
      search_name: searchText(service.name),
      status: 'active',
      sort_order: i + 1,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await db.insertInto('services').values(rows).execute();
  return rows.length;
}
