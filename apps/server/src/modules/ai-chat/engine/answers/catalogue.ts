import type { PublicProductSummary, PublicServiceSummary } from '@salon/shared';
import type { Knowledge } from '../knowledge.js';
import { bookAction, LINKS, openProduct, openService, priceText } from '../phrasing.js';
import type { Part } from '../types.js';

/** `Cắt tóc nam tạo kiểu: 120.000 ₫, khoảng 45 phút`. */
export function serviceLine(service: PublicServiceSummary): string {
  return `${service.name}: ${priceText(service)}, khoảng ${service.duration_minutes} phút`;
}

export function productLine(product: PublicProductSummary): string {
  return `${product.name}: ${priceText(product)}${product.sellable ? '' : ' (tạm hết hàng)'}`;
}

/** A service's price (promotions included) and how long it takes. */
export function servicePart(service: PublicServiceSummary): Part {
  const staff =
    service.staff_required > 1
      ? ` Dịch vụ cần ${service.staff_required} chuyên viên cùng làm.`
      : '';
  return {
    text: `Dạ, dịch vụ ${service.name} hiện có giá ${priceText(service)}, thời gian thực hiện khoảng ${service.duration_minutes} phút.${staff}`,
    actions: [bookAction(service.id), openService(service)],
  };
}

export function productPart(product: PublicProductSummary): Part {
  const stock = product.sellable ? 'hiện salon còn hàng' : 'hiện sản phẩm đang tạm hết hàng';
  return {
    text: `Dạ, sản phẩm ${product.name} có giá ${priceText(product)}, ${stock} ạ.`,
    actions: [openProduct(product)],
  };
}

/** Several items answer the question: name them with their prices and let the customer pick. */
export function choicesPart(
  items: readonly (
    | { kind: 'service'; item: PublicServiceSummary }
    | { kind: 'product'; item: PublicProductSummary }
  )[],
): Part {
  const lines = items.map((entry) =>
    entry.kind === 'service' ? `• ${serviceLine(entry.item)}` : `• ${productLine(entry.item)}`,
  );
  return {
    text: `Dạ, salon có ${items.length} lựa chọn gần với câu hỏi của anh/chị:\n${lines.join('\n')}\nAnh/chị quan tâm mục nào ạ?`,
    actions: items.map((entry) =>
      entry.kind === 'service' ? openService(entry.item) : openProduct(entry.item),
    ),
  };
}

/** The salon's services with their prices (the most popular first). */
export function servicesListPart(knowledge: Knowledge, limit = 8): Part {
  const shown = knowledge.services.slice(0, limit);
  const more = knowledge.services.length - shown.length;
  return {
    text: `Dạ, salon hiện có ${knowledge.services.length} dịch vụ, nổi bật là:\n${shown.map((s) => `• ${serviceLine(s)}`).join('\n')}${more > 0 ? `\n… và ${more} dịch vụ khác.` : ''}`,
    actions: [LINKS.services, LINKS.booking],
  };
}

export function productsListPart(knowledge: Knowledge, limit = 6): Part {
  const shown = knowledge.products.slice(0, limit);
  const more = knowledge.products.length - shown.length;
  return {
    text: `Dạ, salon đang bán ${knowledge.products.length} sản phẩm chăm sóc tóc, ví dụ:\n${shown.map((p) => `• ${productLine(p)}`).join('\n')}${more > 0 ? `\n… và ${more} sản phẩm khác.` : ''}`,
    actions: [LINKS.products],
  };
}

/** What is on sale today, from the prices the catalogue computes. */
export function promotionsPart(knowledge: Knowledge, limit = 6): Part {
  const onSale = [
    ...knowledge.services
      .filter((s) => s.is_on_sale)
      .map((item) => ({ kind: 'service' as const, item })),
    ...knowledge.products
      .filter((p) => p.is_on_sale)
      .map((item) => ({ kind: 'product' as const, item })),
  ];
  if (onSale.length === 0) {
    return {
      text: 'Dạ, hiện salon chưa có chương trình giảm giá nào đang chạy ạ.',
      actions: [LINKS.services],
    };
  }
  const shown = onSale.slice(0, limit);
  const lines = shown.map((entry) =>
    entry.kind === 'service' ? `• ${serviceLine(entry.item)}` : `• ${productLine(entry.item)}`,
  );
  const more = onSale.length - shown.length;
  return {
    text: `Dạ, hiện có ${onSale.length} mục đang được giảm giá:\n${lines.join('\n')}${more > 0 ? `\n… và ${more} mục khác.` : ''}`,
    actions: shown.map((entry) =>
      entry.kind === 'service' ? openService(entry.item) : openProduct(entry.item),
    ),
  };
}

/** The question prices something the catalogue does not have: say so, name no price. */
export function notInCataloguePart(): Part {
  return {
    text: 'Dạ, em không tìm thấy dịch vụ hay sản phẩm nào như vậy trong danh sách của salon nên không dám báo giá ạ. Anh/chị xem danh sách dịch vụ, hoặc nói chuyện với nhân viên để được tư vấn thêm nhé.',
    actions: [LINKS.services],
  };
}
