import type { PublicBranch, PublicProductSummary, PublicServiceSummary } from '@salon/shared';
import type { SalonFacts } from '../facts/salon-facts.js';
import { branchKeys, branchVocabulary, NamePool, type BranchKeys } from './entities.js';
import { intentVocabulary } from './intents.js';
import { nameWords } from './text.js';

/** The catalogue and branches as one question sees them, with the pools that find them. */
export interface Knowledge {
  today: string;
  /** The salon's name (`Salon Tóc Việt`). */
  companyName: string;
  services: PublicServiceSummary[];
  products: PublicProductSummary[];
  branches: PublicBranch[];
  servicePool: NamePool<PublicServiceSummary>;
  productPool: NamePool<PublicProductSummary>;
  branchKeys: BranchKeys[];
  vocabulary: Set<string>;
}

const INTENT_WORDS = intentVocabulary();

interface Pools {
  services: readonly PublicServiceSummary[];
  products: readonly PublicProductSummary[];
  servicePool: NamePool<PublicServiceSummary>;
  productPool: NamePool<PublicProductSummary>;
  words: string[];
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * Reads what the consultant needs for a question. The catalogue's answers are kept by its
 * service until the data changes (the same objects come back), so the name pools are rebuilt
 * only when the catalogue changed; branches (with the day's hours) are read each time.
 */
export class KnowledgeReader {
  #pools: Pools | null = null;

  constructor(private readonly facts: SalonFacts) {}

  async read(): Promise<Knowledge> {
    const today = this.facts.today();
    const [services, products, branches, company] = await Promise.all([
      this.facts.services(),
      this.facts.products(),
      this.facts.branches(today),
      this.facts.company(),
    ]);
    const pools = this.#poolsFor(services, products);
    const keys = branchKeys(branches);
    return {
      today,
      companyName: company.name,
      services,
      products,
      branches,
      servicePool: pools.servicePool,
      productPool: pools.productPool,
      branchKeys: keys,
      vocabulary: new Set([...pools.words, ...branchVocabulary(keys)]),
    };
  }

  #poolsFor(services: PublicServiceSummary[], products: PublicProductSummary[]): Pools {
    const kept = this.#pools;
    if (kept && sameItems(kept.services, services) && sameItems(kept.products, products))
      return kept;
    const servicePool = new NamePool(services);
    const productPool = new NamePool(products, (product) =>
      product.brand ? nameWords(product.brand) : [],
    );
    const pools: Pools = {
      services,
      products,
      servicePool,
      productPool,
      words: [...INTENT_WORDS, ...servicePool.vocabulary(), ...productPool.vocabulary()],
    };
    this.#pools = pools;
    return pools;
  }
}
