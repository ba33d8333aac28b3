import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * Boolean columns are named by convention (is_, has_, allow_, must_): PostgreSQL stores them as
 * boolean, SQLite as 0/1. This is the only place that knows.
 */
export const BOOLEAN_COLUMN = /^(is|has|allow|must)_/;

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value: unknown = node.value;
    return typeof value === 'boolean' ? { ...node, value: value ? 1 : 0 } : node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return {
      ...node,
      values: node.values.map((value) => (typeof value === 'boolean' ? Number(value) : value)),
    };
  }
}

/** SQLite only: booleans go in as 1/0 and come out as true/false. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToIntegerTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    for (const row of result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (BOOLEAN_COLUMN.test(key) && (value === 0 || value === 1)) row[key] = value === 1;
      }
    }
    return Promise.resolve(result);
  }
}
