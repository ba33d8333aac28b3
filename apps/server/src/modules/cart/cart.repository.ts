import { salonToday, type CartItemType } from '@salon/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { promotionDiscount } from '../catalog/catalog.sql.js';

/** What the cart needs to know of a product or service: its price, image and whether it sells. */
export interface CatalogueItemRow {
  type: CartItemType;
  id: number;
  slug: string;
  name: string;
  short_description: string | null;
  price: number;
  sale_price: number | null;
  /** The best running promotion's discount, in đồng. */
  promotion_discount: number;
  image_urls: string;
  thumbnail_urls: string;
  status: 'active' | 'inactive';
  /** Products only; services are always sellable and have no stock. */
  is_sellable: boolean;
  stock_quantity: number | null;
}

export interface CartLineRow {
  line_id: number;
  quantity: number;
  /** Undefined when the product or service no longer exists. */
  item: CatalogueItemRow | undefined;
  item_type: CartItemType;
  item_id: number;
}

/** Whose cart: a customer's (`cart_items`) or a guest's (`guest_cart_items`). */
export type CartOwner = { kind: 'user'; id: number } | { kind: 'guest'; id: number };

interface LineKey {
  owner: CartOwner;
  type: CartItemType;
  itemId: number;
}

/**
 * The owner's line table and column. Both tables have the same shape (migration 0015), so the
 * queries are typed against `cart_items` and run on either.
 */
function linesOf(owner: CartOwner): { table: 'cart_items'; column: 'user_id' } {
  return (
    owner.kind === 'user'
      ? { table: 'cart_items', column: 'user_id' }
      : { table: 'guest_cart_items', column: 'guest_cart_id' }
  ) as { table: 'cart_items'; column: 'user_id' };
}

/**
 * Cart lines and the catalogue rows behind them. The catalogue tables are read directly (not
 * through the public catalogue): the cart also shows items the catalogue no longer lists.
 */
export class CartRepository {
  constructor(
    private readonly db: Db,
    /** Today in the salon, which decides the running promotions. */
    private readonly today: () => string = () => salonToday(),
  ) {}

  async findItem(type: CartItemType, id: number): Promise<CatalogueItemRow | undefined> {
    if (type === 'product') {
      const row = await this.db
        .selectFrom('products as p')
        .select([
          promotionDiscount('p', this.today()).as('promotion_discount'),
          'id',
          'slug',
          'name',
          'short_description',
          'price',
          'sale_price',
          'image_urls',
          'thumbnail_urls',
          'status',
          'is_sellable',
          'stock_quantity',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { type, ...row } : undefined;
    }
    const row = await this.db
      .selectFrom('services as s')
      .select([
        promotionDiscount('s', this.today()).as('promotion_discount'),
        'id',
        'slug',
        'name',
        'short_description',
        'price',
        'sale_price',
        'image_urls',
        'thumbnail_urls',
        'status',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { type, ...row, is_sellable: true, stock_quantity: null } : undefined;
  }

  /** The owner's lines, oldest first, each with its product or service. */
  async listLines(owner: CartOwner): Promise<CartLineRow[]> {
    const today = this.today();
    const { table } = linesOf(owner);
    const rows = await this.db
      .selectFrom(`${table} as ci`)
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'ci.item_id').on('ci.item_type', '=', 'product'),
      )
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'ci.item_id').on('ci.item_type', '=', 'service'),
      )
      .select([
        'ci.id as line_id',
        'ci.item_type',
        'ci.item_id',
        'ci.quantity',
        'p.id as p_id',
        'p.slug as p_slug',
        'p.name as p_name',
        'p.short_description as p_short_description',
        'p.price as p_price',
        'p.sale_price as p_sale_price',
        promotionDiscount('p', today).as('p_promotion_discount'),
        'p.image_urls as p_image_urls',
        'p.thumbnail_urls as p_thumbnail_urls',
        'p.status as p_status',
        'p.is_sellable',
        'p.stock_quantity as p_stock_quantity',
        's.id as s_id',
        's.slug as s_slug',
        's.name as s_name',
        's.short_description as s_short_description',
        's.price as s_price',
        's.sale_price as s_sale_price',
        promotionDiscount('s', today).as('s_promotion_discount'),
        's.image_urls as s_image_urls',
        's.thumbnail_urls as s_thumbnail_urls',
        's.status as s_status',
      ])
      .where(`ci.${linesOf(owner).column}`, '=', owner.id)
      .orderBy('ci.id')
      .execute();
    return rows.map((r) => {
      let item: CatalogueItemRow | undefined;
      if (r.item_type === 'product' && r.p_id !== null) {
        item = {
          type: 'product',
          id: r.p_id,
          slug: r.p_slug ?? '',
          name: r.p_name ?? '',
          short_description: r.p_short_description,
          price: r.p_price ?? 0,
          sale_price: r.p_sale_price,
          promotion_discount: Number(r.p_promotion_discount),
          image_urls: r.p_image_urls ?? '[]',
          thumbnail_urls: r.p_thumbnail_urls ?? '[]',
          status: r.p_status ?? 'inactive',
          is_sellable: r.is_sellable ?? false,
          stock_quantity: r.p_stock_quantity,
        };
      } else if (r.item_type === 'service' && r.s_id !== null) {
        item = {
          type: 'service',
          id: r.s_id,
          slug: r.s_slug ?? '',
          name: r.s_name ?? '',
          short_description: r.s_short_description,
          price: r.s_price ?? 0,
          sale_price: r.s_sale_price,
          promotion_discount: Number(r.s_promotion_discount),
          image_urls: r.s_image_urls ?? '[]',
          thumbnail_urls: r.s_thumbnail_urls ?? '[]',
          status: r.s_status ?? 'inactive',
          is_sellable: true,
          stock_quantity: null,
        };
      }
      return {
        line_id: r.line_id,
        item_type: r.item_type,
        item_id: r.item_id,
        quantity: r.quantity,
        item,
      };
    });
  }

  /** A new line; undefined when the owner already has one for the item (the unique key). */
  async insertIfAbsent(key: LineKey, quantity: number): Promise<{ id: number } | undefined> {
    const { table, column } = linesOf(key.owner);
    return (
      this.db
        .insertInto(table)
        // `column` is the owner's column of `table` (typed as cart_items.user_id, see linesOf).
        .values({ [column]: key.owner.id, item_type: key.type, item_id: key.itemId, quantity })
        .onConflict((oc) => oc.columns([column, 'item_type', 'item_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
    );
  }

  /**
   * Raises the line's quantity by `by`, capped at `max`, in one statement (so concurrent adds
   * both count). Undefined when there is no line, or it already holds `max` or more.
   */
  async increase(
    key: LineKey,
    by: number,
    max: number,
  ): Promise<{ id: number; quantity: number } | undefined> {
    const { table, column } = linesOf(key.owner);
    return this.db
      .updateTable(table)
      .set({
        quantity: sql<number>`case when quantity + ${by} > ${max} then ${max} else quantity + ${by} end`,
        updated_at: new Date().toISOString(),
      })
      .where(column, '=', key.owner.id)
      .where('item_type', '=', key.type)
      .where('item_id', '=', key.itemId)
      .where('quantity', '<', max)
      .returning(['id', 'quantity'])
      .executeTakeFirst();
  }

  async findLineByItem(key: LineKey): Promise<{ id: number; quantity: number } | undefined> {
    const { table, column } = linesOf(key.owner);
    return this.db
      .selectFrom(table)
      .select(['id', 'quantity'])
      .where(column, '=', key.owner.id)
      .where('item_type', '=', key.type)
      .where('item_id', '=', key.itemId)
      .executeTakeFirst();
  }

  /** One of the owner's lines; another cart's line is not found. */
  async findLine(
    owner: CartOwner,
    lineId: number,
  ): Promise<{ id: number; item_type: CartItemType; item_id: number } | undefined> {
    return this.db
      .selectFrom(linesOf(owner).table)
      .select(['id', 'item_type', 'item_id'])
      .where('id', '=', lineId)
      .where(linesOf(owner).column, '=', owner.id)
      .executeTakeFirst();
  }

  async setQuantity(owner: CartOwner, lineId: number, quantity: number): Promise<boolean> {
    const result = await this.db
      .updateTable(linesOf(owner).table)
      .set({ quantity, updated_at: new Date().toISOString() })
      .where('id', '=', lineId)
      .where(linesOf(owner).column, '=', owner.id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteLine(owner: CartOwner, lineId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom(linesOf(owner).table)
      .where('id', '=', lineId)
      .where(linesOf(owner).column, '=', owner.id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async deleteLines(owner: CartOwner, lineIds: readonly number[]): Promise<void> {
    if (lineIds.length === 0) return;
    await this.db
      .deleteFrom(linesOf(owner).table)
      .where(linesOf(owner).column, '=', owner.id)
      .where('id', 'in', lineIds)
      .execute();
  }

  async clear(owner: CartOwner): Promise<void> {
    await this.db
      .deleteFrom(linesOf(owner).table)
      .where(linesOf(owner).column, '=', owner.id)
      .execute();
  }

  /** How many lines the owner's cart has. */
  async countLines(owner: CartOwner): Promise<number> {
    const { table, column } = linesOf(owner);
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', owner.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The guest cart of a cookie secret's hash, its use noted (it ages from its last use). */
  async findGuestCart(tokenHash: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('guest_carts')
      .set({ updated_at: new Date().toISOString() })
      .where('token_hash', '=', tokenHash)
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async createGuestCart(tokenHash: string): Promise<number> {
    const row = await this.db
      .insertInto('guest_carts')
      .values({ token_hash: tokenHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Deletes guest carts (and their lines) unused since `before`. */
  async deleteGuestCartsUnusedSince(before: string): Promise<void> {
    await this.db.deleteFrom('guest_carts').where('updated_at', '<', before).execute();
  }

  async deleteGuestCart(id: number): Promise<void> {
    await this.db.deleteFrom('guest_carts').where('id', '=', id).execute();
  }
}
