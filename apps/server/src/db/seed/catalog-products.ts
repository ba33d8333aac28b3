/** The shop's demo products: hair-care brands sold in Vietnamese salons, prices in VND. */
import { slugify } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { ProductTable } from '../schema.js';
import { requireCategory, type SavedCategory } from './categories.js';
import { daysAgo, richHtml, searchText, type RichText } from './content.js';
import { galleryColumns, productImagePaths } from './image-paths.js';
import type { ProductShape } from './motifs.js';

export interface ProductSeed {
  name: string;
  sku: string;
  /** Slug of a product category. */
  category: string;
  brand: string;
  shape: ProductShape;
  short: string;
  description: RichText;
  price: number;
  salePrice?: number;
  stock: number;
  minStock?: number;
  /** How long one unit lasts, for consumables (reminders to buy again). */
  usageDays?: number;
  featured?: boolean;
  soldCount: number;
}

const HOUSE = 'Tóc Việt';
const LOREAL = "L'Oréal Professionnel";

export const PRODUCTS: readonly ProductSeed[] = [
  // ------------------------------------------------------------ Dầu gội
  {
    name: 'Dầu gội bưởi và bồ kết Tóc Việt 400ml',
    sku: 'TV-DG-001',
    category: 'dau-goi',
    brand: HOUSE,
    shape: 'pump',
    short: 'Dầu gội thảo dược từ vỏ bưởi và bồ kết, giảm gãy rụng, cho tóc chắc khỏe và thơm mát.',
    description: {
      intro:
        'Công thức do Salon Tóc Việt phát triển từ tinh dầu vỏ bưởi, bồ kết và hương nhu, những thảo dược quen thuộc trong cách gội đầu truyền thống của người Việt.',
      listTitle: 'Công dụng:',
      items: [
        'Làm sạch dịu nhẹ, không làm khô da đầu',
        'Giảm gãy rụng, hỗ trợ tóc mọc chắc khỏe',
        'Hương bưởi thanh mát, lưu hương lâu',
        'Không chứa sulfate và paraben',
      ],
      note: 'Thoa lên tóc ướt, massage 2 đến 3 phút rồi xả sạch. Dùng hằng ngày.',
    },
    price: 159000,
    salePrice: 129000,
    stock: 85,
    usageDays: 60,
    featured: true,
    soldCount: 1820,
  },
  {
    name: "Dầu gội phục hồi L'Oréal Professionnel Absolut Repair 300ml",
    sku: 'TV-DG-002',
    category: 'dau-goi',
    brand: LOREAL,
    shape: 'pump',
    short: 'Phục hồi tóc hư tổn do hóa chất và nhiệt, tóc mềm mượt và chắc khỏe hơn.',
    description: {
      intro:
        'Dòng Serie Expert Absolut Repair với protein và axit lactic giúp tái tạo bề mặt sợi tóc, phù hợp tóc đã uốn, nhuộm hoặc thường xuyên dùng máy sấy, máy duỗi.',
      listTitle: 'Công dụng:',
      items: [
        'Làm sạch nhẹ nhàng cho tóc khô và hư tổn',
        'Bổ sung protein cho sợi tóc',
        'Giảm xơ rối, dễ chải',
      ],
    },
    price: 420000,
    stock: 40,
    usageDays: 45,
    soldCount: 640,
  },
  {
    name: 'Dầu gội dưỡng ẩm Davines NouNou 250ml',
    sku: 'TV-DG-003',
    category: 'dau-goi',
    brand: 'Davines',
    shape: 'pump',
    short: 'Dưỡng ẩm sâu cho tóc rất khô và giòn, chiết xuất cà chua Ý giàu dưỡng chất.',
    description: {
      intro:
        'Davines NouNou đến từ Ý, dành riêng cho tóc đã qua nhiều lần xử lý hóa chất. Chiết xuất cà chua San Marzano giúp nuôi dưỡng và bảo vệ sợi tóc.',
      listTitle: 'Công dụng:',
      items: [
        'Cấp ẩm sâu cho tóc khô, giòn',
        'Làm mềm và tăng độ đàn hồi cho tóc',
        'Bao bì thân thiện với môi trường',
      ],
    },
    price: 590000,
    stock: 3,
    usageDays: 45,
    soldCount: 210,
  },
  {
    name: 'Dầu gội phục hồi độ ẩm Moroccanoil 250ml',
    sku: 'TV-DG-004',
    category: 'dau-goi',
    brand: 'Moroccanoil',
    shape: 'pump',
    short: 'Giàu dầu argan, keratin và axit béo, phục hồi tóc yếu và hư tổn do tạo kiểu.',
    description: {
      intro:
        'Moisture Repair của Moroccanoil kết hợp dầu argan và keratin, giúp làm sạch nhẹ nhàng đồng thời phục hồi độ ẩm tự nhiên cho tóc.',
      listTitle: 'Công dụng:',
      items: [
        'Không chứa sulfate, an toàn với tóc nhuộm',
        'Phục hồi độ ẩm và độ đàn hồi',
        'Hương thơm đặc trưng sang trọng',
      ],
    },
    price: 650000,
    salePrice: 560000,
    stock: 32,
    usageDays: 45,
    soldCount: 390,
  },
  {
    name: 'Dầu gội TRESemmé Keratin Smooth vào nếp suôn mượt 640g',
    sku: 'TV-DG-005',
    category: 'dau-goi',
    brand: 'TRESemmé',
    shape: 'pump',
    short: 'Bổ sung keratin và dầu argan, giảm xơ rối cho tóc suôn mượt, vào nếp cả ngày.',
    description: {
      intro:
        'Dầu gội quen thuộc với chai lớn tiết kiệm, phù hợp cả gia đình. Keratin và dầu argan giúp tóc mềm, suôn và dễ vào nếp.',
      listTitle: 'Công dụng:',
      items: ['Giảm xơ rối đến 72 giờ', 'Tóc suôn mượt, bóng đẹp', 'Chai lớn 640g dùng lâu'],
    },
    price: 189000,
    stock: 120,
    minStock: 10,
    usageDays: 60,
    featured: true,
    soldCount: 2650,
  },
  {
    name: 'Dầu gội giữ màu Goldwell Dualsenses Color 250ml',
    sku: 'TV-DG-006',
    category: 'dau-goi',
    brand: 'Goldwell',
    shape: 'pump',
    short: 'Giữ màu tóc nhuộm tươi sáng lâu hơn, làm sạch dịu nhẹ và tăng độ bóng.',
    description: {
      intro:
        'Dòng Dualsenses Color của Goldwell (Đức) giúp khóa sắc tố màu trong sợi tóc, hạn chế phai màu sau mỗi lần gội.',
      listTitle: 'Công dụng:',
      items: ['Giữ màu nhuộm bền lâu', 'Tăng độ bóng cho tóc nhuộm', 'Bảo vệ tóc trước tia UV'],
    },
    price: 480000,
    stock: 0,
    usageDays: 45,
    soldCount: 260,
  },
  // ------------------------------------------------------------ Dầu xả
  {
    name: 'Dầu xả bưởi và bồ kết Tóc Việt 400ml',
    sku: 'TV-DX-001',
    category: 'dau-xa',
    brand: HOUSE,
    shape: 'tube',
    short: 'Dầu xả thảo dược giúp tóc mềm mượt, dễ chải, dùng cùng dầu gội bưởi Tóc Việt.',
    description: {
      intro:
        'Dầu xả cùng dòng bưởi và bồ kết, bổ sung dầu dừa và vitamin B5 giúp khóa ẩm, cho tóc mềm và dễ chải mà không bết dính.',
      listTitle: 'Công dụng:',
      items: ['Làm mềm và gỡ rối tóc', 'Khóa ẩm sau khi gội', 'Không gây bết, nặng tóc'],
    },
    price: 159000,
    stock: 70,
    usageDays: 60,
    soldCount: 1150,
  },
  {
    name: "Dầu xả phục hồi L'Oréal Professionnel Absolut Repair 200ml",
    sku: 'TV-DX-002',
    category: 'dau-xa',
    brand: LOREAL,
    shape: 'tube',
    short: 'Dầu xả chuyên nghiệp cho tóc hư tổn, giúp tóc mềm, bóng và chắc khỏe.',
    description: {
      intro:
        'Dùng sau dầu gội Absolut Repair để tăng hiệu quả phục hồi. Kết cấu kem mịn, thấm nhanh, tóc mềm mượt ngay sau khi xả.',
      listTitle: 'Công dụng:',
      items: ['Phục hồi bề mặt tóc', 'Giảm gãy rụng khi chải', 'Tóc bóng mượt tự nhiên'],
    },
    price: 450000,
    stock: 25,
    usageDays: 45,
    soldCount: 380,
  },
  {
    name: 'Dầu xả làm mượt Davines Love Smoothing 250ml',
    sku: 'TV-DX-003',
    category: 'dau-xa',
    brand: 'Davines',
    shape: 'tube',
    short: 'Làm mượt tóc xoăn, tóc dày và khó vào nếp, giảm xù rối trong thời tiết nồm ẩm.',
    description: {
      intro:
        'Love Smoothing với chiết xuất ô liu Ý giúp kiểm soát tóc xù, làm mềm tóc dày và thô, rất hợp khí hậu nồm ẩm ở Việt Nam.',
      listTitle: 'Công dụng:',
      items: ['Kiểm soát tóc xù', 'Làm mềm tóc dày, thô', 'Tóc suôn mượt tự nhiên'],
    },
    price: 620000,
    stock: 18,
    usageDays: 45,
    soldCount: 150,
  },
  {
    name: 'Dầu xả TRESemmé Keratin Smooth 620g',
    sku: 'TV-DX-004',
    category: 'dau-xa',
    brand: 'TRESemmé',
    shape: 'tube',
    short: 'Dầu xả keratin giúp tóc suôn mượt, giảm xơ rối, chai lớn tiết kiệm.',
    description: {
      intro:
        'Dầu xả cùng dòng Keratin Smooth, giúp tóc vào nếp, suôn mượt và óng ả sau mỗi lần gội.',
      listTitle: 'Công dụng:',
      items: ['Giảm xơ rối', 'Tóc suôn mượt, óng ả', 'Dùng được cho cả gia đình'],
    },
    price: 189000,
    salePrice: 165000,
    stock: 95,
    usageDays: 60,
    soldCount: 1430,
  },
  // ------------------------------------------------------------ Tinh dầu & serum
  {
    name: 'Tinh dầu dưỡng tóc Moroccanoil Treatment 100ml',
    sku: 'TV-DT-001',
    category: 'tinh-dau-serum',
    brand: 'Moroccanoil',
    shape: 'dropper',
    short: 'Tinh dầu argan huyền thoại, dưỡng tóc bóng mượt, giảm xơ và rút ngắn thời gian sấy.',
    description: {
      intro:
        'Sản phẩm biểu tượng của Moroccanoil, dùng được cho mọi loại tóc. Chỉ cần 1 đến 2 giọt cho tóc ngắn, 2 đến 3 giọt cho tóc dài.',
      listTitle: 'Công dụng:',
      items: [
        'Dưỡng tóc bóng mượt tức thì',
        'Giảm xơ rối và chẻ ngọn',
        'Rút ngắn thời gian sấy tóc',
        'Dùng làm lớp lót trước khi tạo kiểu',
      ],
      note: 'Thoa lên tóc ẩm hoặc khô, tránh phần chân tóc.',
    },
    price: 1150000,
    salePrice: 990000,
    stock: 26,
    usageDays: 90,
    featured: true,
    soldCount: 720,
  },
  {
    name: 'Serum dưỡng tóc dầu dừa và vitamin E Tóc Việt 50ml',
    sku: 'TV-DT-002',
    category: 'tinh-dau-serum',
    brand: HOUSE,
    shape: 'dropper',
    short: 'Serum nhẹ tênh từ dầu dừa Bến Tre và vitamin E, giảm khô xơ, không bết tóc.',
    description: {
      intro:
        'Serum do Salon Tóc Việt phát triển với dầu dừa ép lạnh từ Bến Tre và vitamin E, thấm nhanh, phù hợp khí hậu nóng ẩm.',
      listTitle: 'Công dụng:',
      items: ['Giảm khô xơ, chẻ ngọn', 'Tóc mềm bóng, không bết', 'Hương dừa nhẹ nhàng'],
    },
    price: 145000,
    stock: 4,
    minStock: 10,
    usageDays: 60,
    featured: true,
    soldCount: 860,
  },
  {
    name: "Dầu dưỡng đa năng L'Oréal Professionnel Absolut Repair 10 trong 1 90ml",
    sku: 'TV-DT-003',
    category: 'tinh-dau-serum',
    brand: LOREAL,
    shape: 'spray',
    short: 'Xịt dưỡng 10 công dụng: bảo vệ nhiệt, gỡ rối, làm mềm, tăng độ bóng cho tóc hư tổn.',
    description: {
      intro:
        'Một sản phẩm thay cho nhiều bước dưỡng: xịt lên tóc ẩm trước khi sấy để bảo vệ tóc khỏi nhiệt và giúp tóc mềm mượt cả ngày.',
      listTitle: 'Công dụng nổi bật:',
      items: ['Bảo vệ tóc trước nhiệt đến 230°C', 'Gỡ rối và làm mềm tóc', 'Tăng độ bóng, giảm xơ'],
    },
    price: 520000,
    stock: 30,
    usageDays: 75,
    soldCount: 300,
  },
  {
    name: 'Dầu dưỡng tóc Davines OI Oil 135ml',
    sku: 'TV-DT-004',
    category: 'tinh-dau-serum',
    brand: 'Davines',
    shape: 'dropper',
    short: 'Dầu dưỡng chiết xuất hạt roucou giàu beta-caroten, cho tóc bóng mềm và thơm lâu.',
    description: {
      intro:
        'Davines OI Oil mang lại độ bóng sang trọng và mùi hương đặc trưng, phù hợp mọi loại tóc, kể cả tóc mảnh.',
      listTitle: 'Công dụng:',
      items: ['Tóc bóng mềm, không bết', 'Giảm xơ rối', 'Lưu hương cả ngày'],
    },
    price: 890000,
    stock: 22,
    usageDays: 90,
    soldCount: 190,
  },
  // ------------------------------------------------------------ Kem ủ & mặt nạ
  {
    name: 'Mặt nạ ủ tóc Moroccanoil Intense Hydrating Mask 250ml',
    sku: 'TV-KU-001',
    category: 'kem-u-mat-na',
    brand: 'Moroccanoil',
    shape: 'jar',
    short: 'Mặt nạ cấp ẩm chuyên sâu cho tóc dày và khô, tóc mềm mượt sau 5 đến 7 phút ủ.',
    description: {
      intro:
        'Kết cấu kem đậm đặc với dầu argan và bơ shea, nuôi dưỡng tóc khô từ bên trong, cho độ bóng và mềm mượt rõ rệt.',
      listTitle: 'Công dụng:',
      items: ['Cấp ẩm chuyên sâu', 'Tăng độ đàn hồi cho tóc', 'Tóc bóng mượt, dễ chải'],
      note: 'Dùng 1 đến 2 lần mỗi tuần thay cho dầu xả.',
    },
    price: 980000,
    stock: 15,
    usageDays: 90,
    featured: true,
    soldCount: 280,
  },
  {
    name: 'Kem ủ tóc bơ và keratin Tóc Việt 500ml',
    sku: 'TV-KU-002',
    category: 'kem-u-mat-na',
    brand: HOUSE,
    shape: 'jar',
    short: 'Kem ủ phục hồi từ bơ Đắk Lắk và keratin thủy phân, dùng tại nhà như hấp dầu ở salon.',
    description: {
      intro:
        'Hũ lớn 500ml dùng cho cả tháng, kết hợp dầu bơ Đắk Lắk và keratin thủy phân, giúp phục hồi tóc khô xơ sau uốn, nhuộm.',
      listTitle: 'Công dụng:',
      items: ['Phục hồi tóc khô xơ', 'Tóc mềm, chắc khỏe hơn', 'Hương bơ sữa dễ chịu'],
      note: 'Ủ 10 đến 15 phút với khăn ấm để dưỡng chất thấm sâu hơn.',
    },
    price: 199000,
    salePrice: 169000,
    stock: 60,
    usageDays: 30,
    featured: true,
    soldCount: 970,
  },
  {
    name: 'Kem ủ phục hồi Goldwell Dualsenses Rich Repair 200ml',
    sku: 'TV-KU-003',
    category: 'kem-u-mat-na',
    brand: 'Goldwell',
    shape: 'tube',
    short: 'Ủ nhanh 60 giây cho tóc khô và gãy rụng, phục hồi từ bên trong sợi tóc.',
    description: {
      intro:
        'Rich Repair 60sec Treatment giúp phục hồi tóc hư tổn chỉ trong một phút, tiện cho người bận rộn.',
      listTitle: 'Công dụng:',
      items: ['Phục hồi nhanh trong 60 giây', 'Giảm gãy rụng', 'Tóc mềm mượt, dễ chải'],
    },
    price: 520000,
    stock: 2,
    usageDays: 60,
    soldCount: 120,
  },
  // ------------------------------------------------------------ Tạo kiểu
  {
    name: 'Sáp vuốt tóc Tóc Việt Matte Clay 80g',
    sku: 'TV-TK-001',
    category: 'tao-kieu',
    brand: HOUSE,
    shape: 'jar',
    short: 'Sáp đất sét giữ nếp mạnh, không bóng, dễ gội sạch; hợp các kiểu tóc nam hiện đại.',
    description: {
      intro:
        'Sáp vuốt tóc do các barber của Salon Tóc Việt thử nghiệm và hoàn thiện, giữ nếp tốt trong thời tiết nóng ẩm mà không bết.',
      listTitle: 'Đặc điểm:',
      items: ['Giữ nếp mạnh, hiệu ứng lì', 'Không bết, không gây ngứa', 'Dễ gội sạch bằng nước ấm'],
    },
    price: 180000,
    stock: 110,
    minStock: 10,
    usageDays: 60,
    featured: true,
    soldCount: 2100,
  },
  {
    name: "Gôm xịt giữ nếp L'Oréal Professionnel Tecni.Art Fix 250ml",
    sku: 'TV-TK-002',
    category: 'tao-kieu',
    brand: LOREAL,
    shape: 'spray',
    short: 'Gôm xịt giữ nếp linh hoạt, chống ẩm, không để lại vảy trắng trên tóc.',
    description: {
      intro:
        'Gôm xịt chuyên nghiệp được các stylist dùng để hoàn thiện kiểu tóc dự tiệc và cô dâu, giữ nếp lâu mà tóc vẫn mềm.',
      listTitle: 'Đặc điểm:',
      items: ['Giữ nếp linh hoạt', 'Chống ẩm, chống xù', 'Không để lại vảy trắng'],
    },
    price: 350000,
    stock: 45,
    usageDays: 60,
    soldCount: 260,
  },
  {
    name: 'Xịt bảo vệ nhiệt TRESemmé Keratin Smooth 236ml',
    sku: 'TV-TK-003',
    category: 'tao-kieu',
    brand: 'TRESemmé',
    shape: 'spray',
    short: 'Bảo vệ tóc trước nhiệt của máy sấy, máy duỗi đến 230°C, tóc suôn mượt khi tạo kiểu.',
    description: {
      intro:
        'Bước không thể thiếu trước khi sấy, uốn hoặc duỗi tóc tại nhà, giúp hạn chế khô xơ và gãy tóc do nhiệt.',
      listTitle: 'Công dụng:',
      items: ['Bảo vệ tóc đến 230°C', 'Giảm xơ rối khi tạo kiểu', 'Tóc suôn mượt, bóng nhẹ'],
    },
    price: 219000,
    stock: 50,
    usageDays: 60,
    soldCount: 610,
  },
  {
    name: 'Kem định hình tóc xoăn Goldwell StyleSign Curl Control 200ml',
    sku: 'TV-TK-004',
    category: 'tao-kieu',
    brand: 'Goldwell',
    shape: 'tube',
    short: 'Giữ lọn xoăn rõ nét và mềm mại cho tóc uốn, giảm xù trong thời tiết ẩm.',
    description: {
      intro:
        'Kem tạo kiểu dành cho tóc xoăn tự nhiên và tóc uốn, giúp lọn tóc tròn đều, bồng bềnh cả ngày.',
      listTitle: 'Đặc điểm:',
      items: ['Lọn xoăn rõ nét', 'Giảm xù, không cứng tóc', 'Hợp tóc uốn setting và uốn lạnh'],
    },
    price: 430000,
    stock: 20,
    usageDays: 60,
    soldCount: 12,
  },
  // ------------------------------------------------------------ Máy & dụng cụ
  {
    name: 'Máy sấy tóc ion Tóc Việt 2200W',
    sku: 'TV-MD-001',
    category: 'may-dung-cu',
    brand: HOUSE,
    shape: 'dryer',
    short: 'Công suất 2200W, công nghệ ion âm giảm xơ rối, 3 mức nhiệt và nút gió mát.',
    description: {
      intro:
        'Máy sấy chuyên nghiệp dùng tại các chi nhánh Salon Tóc Việt, nay có phiên bản cho gia đình. Sấy nhanh, êm và bảo vệ tóc nhờ ion âm.',
      listTitle: 'Thông số nổi bật:',
      items: [
        'Công suất 2200W, sấy nhanh',
        '3 mức nhiệt, 2 tốc độ gió, nút gió mát',
        'Ion âm giảm xơ rối',
        'Kèm đầu tập trung gió và đầu khuếch tán',
        'Bảo hành 12 tháng',
      ],
    },
    price: 890000,
    salePrice: 750000,
    stock: 14,
    featured: true,
    soldCount: 240,
  },
  {
    name: 'Máy kẹp tóc 2 trong 1 Tóc Việt gốm tourmaline',
    sku: 'TV-MD-002',
    category: 'may-dung-cu',
    brand: HOUSE,
    shape: 'straightener',
    short: 'Vừa duỗi thẳng vừa uốn lọn, bản kẹp gốm tourmaline, chỉnh nhiệt 150 đến 230°C.',
    description: {
      intro:
        'Máy kẹp đa năng với bản gốm phủ tourmaline giúp nhiệt phân bố đều, hạn chế hư tổn, dễ dàng duỗi thẳng hoặc tạo lọn xoăn tại nhà.',
      listTitle: 'Thông số nổi bật:',
      items: [
        'Duỗi thẳng và uốn lọn trong một máy',
        'Chỉnh nhiệt 150 đến 230°C',
        'Tự ngắt sau 60 phút không dùng',
        'Bảo hành 12 tháng',
      ],
    },
    price: 650000,
    stock: 12,
    soldCount: 9,
  },
  {
    name: 'Lược gỗ đàn hương chống rối',
    sku: 'TV-MD-003',
    category: 'may-dung-cu',
    brand: HOUSE,
    shape: 'comb',
    short: 'Lược gỗ đàn hương răng thưa, chải gỡ rối nhẹ nhàng, không tĩnh điện, thơm nhẹ.',
    description: {
      intro:
        'Lược được làm thủ công từ gỗ đàn hương, bề mặt mài nhẵn, chải êm da đầu và hạn chế gãy rụng khi gỡ rối.',
      listTitle: 'Đặc điểm:',
      items: ['Không tĩnh điện', 'Răng thưa, chải gỡ rối dễ dàng', 'Hương gỗ tự nhiên'],
    },
    price: 120000,
    stock: 80,
    soldCount: 530,
  },
  {
    name: 'Lược tròn tạo kiểu lông heo 53mm',
    sku: 'TV-MD-004',
    category: 'may-dung-cu',
    brand: HOUSE,
    shape: 'round-brush',
    short: 'Lược tròn lõi nhôm kết hợp lông heo tự nhiên, sấy phồng và cụp đuôi tóc như ở salon.',
    description: {
      intro:
        'Lõi nhôm giữ nhiệt giúp tóc vào nếp nhanh, lông heo tự nhiên cho tóc bóng mượt. Đường kính 53mm hợp tóc dài ngang vai trở xuống.',
      listTitle: 'Đặc điểm:',
      items: ['Lõi nhôm giữ nhiệt', 'Lông heo tự nhiên, tóc bóng mượt', 'Cán chống trượt'],
    },
    price: 180000,
    stock: 35,
    soldCount: 140,
  },
];

export function productSlug(product: ProductSeed): string {
  return slugify(product.name);
}

export async function insertProducts(
  db: Db,
  categories: Map<string, SavedCategory>,
  now: Date,
): Promise<number> {
  const rows: Insertable<ProductTable>[] = PRODUCTS.map((product, i) => {
    const category = requireCategory(categories, product.category);
    const slug = productSlug(product);
    const createdAt = daysAgo(now, (PRODUCTS.length - i) * 3 + 10);
    return {
      category_id: category.id,
      name: product.name,
      slug,
      sku: product.sku,
      brand: product.brand,
      short_description: product.short,
      description: richHtml(product.description),
      price: product.price,
      sale_price: product.salePrice ?? null,
      stock_quantity: product.stock,
      min_stock_level: product.minStock ?? 5,
      usage_duration_days: product.usageDays ?? null,
      ...galleryColumns(productImagePaths(slug)),
      is_featured: product.featured ?? false,
      is_sellable: true,
      sold_count: product.soldCount,
      search_text: searchText(product.name, product.short, category.name, product.brand),
      search_name: searchText(product.name),
      status: 'active',
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await db.insertInto('products').values(rows).execute();
  return rows.length;
}
