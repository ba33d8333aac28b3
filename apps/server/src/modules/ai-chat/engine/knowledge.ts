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
 * How long one reading of the catalogue and branches serves the questions that follow. Every
 * question is stored, and every write empties the catalogue's cache, so under many questions
 * each would otherwise read the whole catalogue again; like the public settings (kept 10 s),
 * a change reaches the consultant a moment later. Free times are never kept here: the slot
 * engine is asked for each answer.
 */
export const KNOWLEDGE_TTL_MS = 2_000;

/**
 * Reads what the consultant needs for a question, kept for `KNOWLEDGE_TTL_MS`. The name pools
 * are rebuilt only when the catalogue's answers changed (its cache gives the same objects back
 * while the data is unchanged).
 */
export class KnowledgeReader {
  #pools: Pools | null = null;
  #current: { at: number; knowledge: Knowledge } | null = null;
  #refreshing: Promise<Knowledge> | null = null;

  constructor(
    private readonly facts: SalonFacts,
    private readonly ttlMs: number = KNOWLEDGE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept reading while it is fresh; past that, a new reading is started and, until it is
   * ready, the previous one still answers (questions never queue behind the catalogue).
   */
  read(): Promise<Knowledge> {
    const current = this.#current;
    if (current && this.now() - current.at < this.ttlMs) return Promise.resolve(current.knowledge);
    this.#refreshing ??= this.#read()
      .then((knowledge) => {
        this.#current = { at: this.now(), knowledge };
        return knowledge;
      })
      .finally(() => {
        this.#refreshing = null;
      });
    if (!current) return this.#refreshing;
    // A failed refresh leaves the previous reading in use; the next question tries again.
    this.#refreshing.catch(() => undefined);
    return Promise.resolve(current.knowledge);
  }

  async #read(): Promise<Knowledge> {
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
