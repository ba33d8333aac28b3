import { formatPhone, type PublicBranch } from '@salon/shared';
import type { BranchRow } from '../../db/schema.js';
import type { BranchesRepository } from './branches.repository.js';

function toPublicBranch(branch: BranchRow): PublicBranch {
  return {
    id: branch.id,
    name: branch.name,
    slug: branch.slug,
    address: branch.address,
    phone: formatPhone(branch.phone),
    email: branch.email,
    description: branch.description,
    image_url: branch.image_url,
    working_hours: branch.opening_hours,
  };
}

export class BranchesService {
  constructor(private readonly repository: BranchesRepository) {}

  async listPublic(): Promise<PublicBranch[]> {
    return (await this.repository.listActive()).map(toPublicBranch);
  }

  exists(id: number): Promise<boolean> {
    return this.repository.exists(id);
  }
}
