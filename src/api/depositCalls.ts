import { type CreateDepositOrderRequest, depositOptionsResponse, depositOrderResponse, depositOrdersResponse } from '@kernel/deposit';
import { MEMBER_PATH } from '@kernel/memberPaths';
import type { ApiClient } from './client';

/** Deposits (all T): channels and bonuses, orders, and the order history. */
export function createDepositCalls(api: ApiClient) {
  return {
    getOptions: async () => (await api.get(MEMBER_PATH.depositOptions, depositOptionsResponse)).value,
    createOrder: async (request: CreateDepositOrderRequest) => (await api.send('POST', MEMBER_PATH.createDepositOrder, depositOrderResponse, request)).value,
    /** The order as the backend knows it: polled while the gateway page is open, and asked after a failed write. */
    getOrder: async (orderId: string) => (await api.get(MEMBER_PATH.depositOrder, depositOrderResponse, { orderId })).value,
    getOrders: async (pageNo: number, pageSize: number) => (await api.get(MEMBER_PATH.depositOrders, depositOrdersResponse, { pageNo, pageSize })).value,
  };
}
export type DepositCalls = ReturnType<typeof createDepositCalls>;
