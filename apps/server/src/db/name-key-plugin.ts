import { vietnameseSortKey } from '@salon/shared';
import {
  AliasNode,
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  PrimitiveValueListNode,
  ReferenceNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** Tables whose lists sort by name: each keeps the sort key of its `name` in `name_key`. */
export const NAME_KEY_TABLES: ReadonlySet<string> = new Set([
  'branches',
  'categories',
  'products',
  'services',
  'suppliers',
  'users',
]);

const NAME = 'name';
const KEY = 'name_key';

/** The table a query node names (a table, or one under an alias). */
export function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

function columnName(node: OperationNode): string | undefined {
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name;
  return undefined;
}

function keyOf(table: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new Error(`${table}.${KEY}: the name must be a plain string value, got ${typeof value}`);
  }
  return vietnameseSortKey(value);
}

/** The key of a name in a query: from its value, or `excluded.name_key` for `excluded.name`. */
function keyNodeFor(table: string, value: OperationNode): OperationNode {
  if (ValueNode.is(value)) return ValueNode.create(keyOf(table, value.value));
  if (ReferenceNode.is(value) && columnName(value) === NAME && value.table) {
    return ReferenceNode.create(ColumnNode.create(KEY), value.table);
  }
  throw new Error(
    `${table}.${KEY}: a name set by an SQL expression has no sort key; set it as a value`,
  );
}

/** `updates` with the key of the name they set, unless they set no name or the key already. */
function withKeyUpdate(
  table: string,
  updates: readonly ColumnUpdateNode[],
): readonly ColumnUpdateNode[] {
  const columns = updates.map((update) => columnName(update.column));
  const name = updates[columns.indexOf(NAME)];
  if (!name || columns.includes(KEY)) return updates;
  return [
    ...updates,
    ColumnUpdateNode.create(ColumnNode.create(KEY), keyNodeFor(table, name.value)),
  ];
}

function transformInsert(node: InsertQueryNode): InsertQueryNode {
  const table = tableName(node.into);
  if (!table || !NAME_KEY_TABLES.has(table)) return node;
  let result = node;
  const columns = (node.columns ?? []).map((column) => column.column.name);
  const index = columns.indexOf(NAME);
  if (index >= 0 && !columns.includes(KEY)) {
    if (!node.values || !ValuesNode.is(node.values)) {
      throw new Error(`${table}.${KEY}: insert the name as values, not from a query`);
    }
    const rows = node.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        return PrimitiveValueListNode.create([...row.values, keyOf(table, row.values[index])]);
      }
      const value = row.values[index];
      if (!value) throw new Error(`${table}.${KEY}: a row without a name`);
      return ValueListNode.create([...row.values, keyNodeFor(table, value)]);
    });
    result = InsertQueryNode.cloneWith(result, {
      columns: [...(node.columns ?? []), ColumnNode.create(KEY)],
      values: ValuesNode.create(rows),
    });
  }
  const updates = node.onConflict?.updates;
  if (node.onConflict && updates) {
    result = InsertQueryNode.cloneWith(result, {
      onConflict: { ...node.onConflict, updates: withKeyUpdate(table, updates) },
    });
  }
  return result;
}

function transformUpdate(node: UpdateQueryNode): UpdateQueryNode {
  const table = tableName(node.table);
  if (!table || !NAME_KEY_TABLES.has(table) || !node.updates) return node;
  const updates = withKeyUpdate(table, node.updates);
  return updates === node.updates ? node : { ...node, updates };
}

/**
 * Keeps `name_key` (the Vietnamese sort key of `name`, `vietnameseSortKey` of @salon/shared)
 * beside the name in every insert and update that writes a name, whoever writes it: services,
 * seeds, factories. Lists then sort by `name_key` with a plain ORDER BY on both engines. A name
 * that is not a plain value (an SQL expression) is refused: its key cannot be known here.
 */
export class NameKeyPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (InsertQueryNode.is(node)) return transformInsert(node);
    if (UpdateQueryNode.is(node)) return transformUpdate(node);
    return node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
