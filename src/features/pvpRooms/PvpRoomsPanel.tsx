import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleAlert, Lock, RotateCw, Users } from 'lucide-react';
import { useEffect } from 'react';
import { formatAmount } from '@kernel/amountFormat';
import type { PvpRoom } from '@kernel/games';
import { canJoinRoom, type RoomStatus, roomStatus } from '@/rules/pvpRooms.rules';
import { Button } from '@/ui/Button';
import { InfoRow } from '@/ui/InfoRow';
import { Notice } from '@/ui/Notice';
import { Pill, PillGroup } from '@/ui/PillGroup';
import { sectionTitleClass } from '@/ui/SectionHead';
import { Spinner } from '@/ui/Spinner';
import { StatusTag, type StatusTone } from '@/ui/StatusTag';
import styles from './PvpRooms.module.css';
import { usePvpRoomsPanelMachines } from './usePvpRoomsPanelMachines';

const STATUS_TONE: Record<RoomStatus, StatusTone> = { open: 'success', lastSeat: 'gold', waiting: 'accent', full: 'danger' };

export type PvpRoomsProps = {
  /** The card-game (PVP) vendors, in menu order. */
  vendors: { vassalage: string; name: string }[];
  /** The vendor whose tables to show first: the one the page is filtered to, else the first. */
  vendor: string | null;
  signedIn: boolean;
  currencySymbol: string;
  loadRooms: (vassalage: string) => Promise<PvpRoom[]>;
  onNeedLogin: () => void;
  onJoin: (room: PvpRoom) => void;
};

/** SPEC 7 PVP rooms on /pvp: a member picks a table by stakes and seats and joins it; a guest is asked to log in. */
/** A table's seats, numbered from 1. */
const seatNumbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

export default function PvpRoomsPanel(props: PvpRoomsProps) {
  const { t, i18n } = useLingui();
  // The rooms' machine calls the latest loader; the vendor and session change through events.
  const { rooms: actor } = usePvpRoomsPanelMachines(props.loadRooms, { signedIn: props.signedIn, vendor: props.vendor });
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const { vendor, rooms, refreshFailed } = snapshot.context;

  useEffect(() => {
    send({ type: 'SESSION', signedIn: props.signedIn });
  }, [props.signedIn, send]);
  useEffect(() => {
    send({ type: 'SELECT_VENDOR', vendor: props.vendor });
  }, [props.vendor, send]);

  if (snapshot.matches('noVendor')) return null;
  const vendorName = props.vendors.find((entry) => entry.vassalage === vendor)?.name ?? vendor ?? '';
  const showsRooms = snapshot.matches('ready') || snapshot.matches('refreshing');
  const statusLabel: Record<RoomStatus, string> = { waiting: t`Waiting for players`, open: t`Open`, lastSeat: t`Last seat`, full: t`Full` };
  const money = (amount: number) => formatAmount(amount, i18n.locale, `${props.currencySymbol} `);

  return (
    <section className={styles.panel} aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms">
      <div className={styles.head}>
        <h2 id="pvp-rooms-title" className={sectionTitleClass}>
          <Users size={20} /> <Trans>Live tables</Trans>
        </h2>
        {props.signedIn && props.vendors.length > 1 && (
          <PillGroup label={t`Providers`}>
            {props.vendors.map((entry) => (
              <Pill
                key={entry.vassalage}
                active={entry.vassalage === vendor}
                onClick={() => send({ type: 'SELECT_VENDOR', vendor: entry.vassalage })}
                data-testid={`pvp-rooms-vendor-${entry.vassalage}`}
              >
                {entry.name}
              </Pill>
            ))}
          </PillGroup>
        )}
        {props.signedIn && (
          <Button
            variant="ghost"
            size="s"
            className={styles.refresh}
            onClick={() => send({ type: 'REFRESH' })}
            disabled={!snapshot.can({ type: 'REFRESH' })}
            data-testid="pvp-rooms-refresh"
          >
            <RotateCw size={14} className={snapshot.matches('refreshing') ? 'spinning' : undefined} /> <Trans>Refresh</Trans>
          </Button>
        )}
      </div>

      {snapshot.matches('signedOut') && (
        <InfoRow
          look="dashed"
          className={styles.prompt}
          data-testid="pvp-rooms-login"
          icon={<Lock size={28} />}
          title={<Trans>Log in to see the open tables</Trans>}
          text={<Trans>Pick a table by its stakes and take a seat with other players.</Trans>}
          action={
            <Button onClick={props.onNeedLogin}>
              <Trans>Log in</Trans>
            </Button>
          }
        />
      )}

      {snapshot.matches('loading') && <Spinner label={t`Loading`} area="row" />}

      {snapshot.matches('failed') && (
        <Notice as="div" tone="danger" row role="alert" data-testid="pvp-rooms-failed">
          <CircleAlert size={18} />
          <span>
            <Trans>Network link is abnormal, please try again</Trans>
          </span>
          <Button size="s" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}

      {snapshot.matches('empty') && (
        <p className={styles.empty} data-testid="pvp-rooms-empty">
          <Trans>No tables are open at {vendorName} right now.</Trans>
        </p>
      )}

      {showsRooms && refreshFailed && (
        <Notice tone="warning" plain role="status">
          <Trans>The tables could not be refreshed; seats may have changed.</Trans>
        </Notice>
      )}

      {showsRooms && (
        <ul className={styles.rooms}>
          {rooms.map((room) => {
            const status = roomStatus(room);
            const { players, maxPlayers, name } = room;
            return (
              <li key={room.roomId} className={styles.room} data-testid="pvp-room" data-status={status}>
                <div className={styles.roomTop}>
                  <h3 className={styles.roomName}>{name}</h3>
                  <StatusTag tone={STATUS_TONE[status]}>{statusLabel[status]}</StatusTag>
                </div>
                <dl className={styles.stakes}>
                  <div>
                    <dt>
                      <Trans>Min bet</Trans>
                    </dt>
                    <dd>{money(room.minBet)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Max bet</Trans>
                    </dt>
                    <dd>{money(room.maxBet)}</dd>
                  </div>
                </dl>
                <div className={styles.roomFoot}>
                  <span className={styles.seats}>
                    <span className={styles.seatDots} aria-hidden="true">
                      {seatNumbers(maxPlayers).map((seat) => (
                        <span key={seat} className={seat <= players ? styles.seatTaken : styles.seatFree} />
                      ))}
                    </span>
                    <Trans>
                      {players}/{maxPlayers} players
                    </Trans>
                  </span>
                  <Button
                    size="s"
                    disabled={!canJoinRoom(room)}
                    onClick={() => props.onJoin(room)}
                    aria-label={canJoinRoom(room) ? t`Join ${name}` : t`${name} is full`}
                    data-testid="pvp-room-join"
                  >
                    {canJoinRoom(room) ? <Trans>Join</Trans> : <Trans>Full</Trans>}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
