/** A branch as the public API shows it (`GET /api/public/branches`). */
export interface PublicBranch {
  id: number;
  name: string;
  slug: string;
  address: string;
  phone: string;
  email: string | null;
  description: string | null;
  image_url: string | null;
  working_hours: string | null;
}
