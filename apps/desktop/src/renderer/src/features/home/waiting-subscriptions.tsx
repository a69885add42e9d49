import { WaitingList } from '../../ui/waiting-list';
import { useWaitingRows } from '../contributions/queries';

const SUBSCRIPTIONS = ['subscribe'] as const;

/** The subscriptions kept on this device, each with Discard; a chunk of its own, loaded by SubscribeForm only when there is one. */
export function WaitingSubscriptions() {
  const waiting = useWaitingRows(SUBSCRIPTIONS);
  return <WaitingList rows={waiting.rows} onDiscard={waiting.discard} />;
}
