import { api } from "./client";
import type { Review, ReviewPage } from "./types";

export function listReviews(
  productId: number,
  params: { page?: number; per_page?: number },
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/api/products/${productId}/reviews`, {
    query: { ...params },
    signal,
  });
}

/** Saves the member's review; writing again replaces their earlier one. */
export function writeReview(
  productId: number,
  input: { rating: number; comment: string },
): Promise<Review> {
  return api.post<Review>(`/api/products/${productId}/reviews`, input);
}
