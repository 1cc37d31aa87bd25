/** A listing as the device keeps it: the server's shape (api/repos/marketplace.ts toClientListing) plus its owner. */
export interface LocalListingRow {
  id: string;
  ownerId: string;
  sellerId?: string;
  title: string;
  description: string;
  price: number;
  priceCents: number;
  category: string;
  condition: string | null;
  /** "Parramatta NSW 2150", or '' */
  location: string;
  lat: number | null;
  lon: number | null;
  photos: string[];
  status: 'live' | 'sold' | 'removed';
  createdAt: string;
  updatedAt: string;
  sellerName: string;
  sellerRating: number | null;
  sellerVerified: boolean;
  /** written on this device and not yet on the server ("waiting to upload") */
  pending?: boolean;
  /** the title's and description's words, computed when the row was written to the device (device search) */
  searchTokens?: string[];
}

/** A favourite of the signed-in user (id = the listing's id). */
export interface LocalFavoriteRow {
  id: string;
  userId: string;
  createdAt: string;
}
