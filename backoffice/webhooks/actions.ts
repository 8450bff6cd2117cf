import { API_URL, httpClient } from '../api-client.ts';

export interface DeliveryAnswer {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  lastError: string | null;
}

const post = (path: string) =>
  httpClient(`${API_URL}/${path}`, { method: 'POST' }).then(({ json }) => json as DeliveryAnswer);

/** Sends a `webhook.test` event to one endpoint now and answers how that attempt went. */
export const sendTestEvent = (endpointId: string) => post(`webhook-endpoints/${encodeURIComponent(endpointId)}/test`);

/** Attempts one delivery again now. */
export const resendDelivery = (deliveryId: string) =>
  post(`webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`);

/** What the admin is told after a send: the status and the endpoint's answer code. */
export function describeAttempt(answer: DeliveryAnswer): { message: string; type: 'success' | 'warning' } {
  const code = answer.responseStatus === null ? 'no answer' : `answer ${answer.responseStatus}`;
  return answer.status === 'succeeded'
    ? { message: `Delivered (${code}).`, type: 'success' }
    : {
        // A URL that may not be reached (not on the public internet) is failed at once, not retried.
        message: `Not delivered (${code}${answer.lastError ? `: ${answer.lastError.replace(/\.$/, '')}` : ''})${
          answer.status === 'pending' ? '; it will be retried' : ''
        }.`,
        type: 'warning',
      };
}
