import { CalendarPlus, Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useCurrency } from '../tours/currency.ts';
import { ItineraryCard } from './itinerary-card.tsx';
import { MyTrips, tripPlannerPath, UNTITLED_TRIP } from './my-trips.tsx';
import { tripCalendarUrl, useTrip } from './queries.ts';
import { SaveStatusBadge } from './save-status.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { TripDetailsCard } from './trip-details-card.tsx';
import { TripHero } from './trip-hero.tsx';
import { clearDraft } from './trip-draft-store.ts';
import { emptyTrip, isMeaningful, isSavable } from './trip-model.ts';
import { startFromServer, startNew, useTripEditor, type EditorStart } from './use-trip-editor.ts';

const heroButton = buttonVariants({
  variant: 'outline',
  size: 'sm',
  className:
    'border-white/50! bg-white/15! text-white! backdrop-blur hover:bg-white/25! aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
});

/** The planner itself, once its starting point is known. */
function TripWorkspace({
  user,
  start,
  onCreated,
  onDeleted,
}: {
  user: TSelfUser;
  start: EditorStart;
  onCreated: (id: string) => void;
  onDeleted: (id: string, current: boolean) => void;
}) {
  const editor = useTripEditor({ userId: user.id, start, onCreated });
  const { draft, edit, tripId } = editor;
  const { currency: memberCurrency } = useCurrency();
  const [selectedDay, setSelectedDay] = useState<string | null>(draft.days[0]?.id ?? null);
  const [sharing, setSharing] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // A new, untouched trip is priced in the member's currency (known once detection answers).
  useEffect(() => {
    const current = draftRef.current;
    if (tripId || isMeaningful(current) || current.currency === memberCurrency) return;
    editor.adjustQuietly({ ...current, currency: memberCurrency });
    // Only a change of the member's currency matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberCurrency]);

  async function exportCalendar(event: MouseEvent<HTMLAnchorElement>) {
    if (!tripId) {
      event.preventDefault();
      return;
    }
    if (editor.status === 'saved') return; // The link downloads what is saved.
    event.preventDefault();
    await editor.flush();
    window.location.assign(tripCalendarUrl(tripId));
  }

  const heading = draft.title.trim() || (tripId ? UNTITLED_TRIP : '');
  return (
    <div className="grid gap-6">
      <TripHero
        eyebrow="Trip planner"
        heading="Plan Your Trip"
        subheading={heading || 'Dates, budget and a day-by-day itinerary, saved as you go.'}
        destination={draft.destination}
        startDate={draft.startDate}
        endDate={draft.endDate}
        travelers={draft.travelers}
        status={
          <SaveStatusBadge
            status={editor.status}
            waiting={!isSavable(draft)}
            detail={editor.statusDetail}
          />
        }
        actions={
          <>
            <button
              type="button"
              className={heroButton}
              aria-disabled={!tripId}
              title={tripId ? undefined : 'Your trip can be shared once it is saved'}
              onClick={() => tripId && setSharing(true)}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {editor.share ? 'Shared' : 'Share'}
            </button>
            <a
              href={tripId ? tripCalendarUrl(tripId) : undefined}
              role={tripId ? undefined : 'link'}
              aria-disabled={!tripId}
              download
              className={heroButton}
              onClick={(event) => void exportCalendar(event)}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Export to calendar (.ics)
            </a>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="lg:col-start-1 lg:row-start-1">
          <TripDetailsCard trip={draft} edit={edit} onGenerated={() => setSelectedDay('day-1')} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ItineraryCard
            days={draft.days}
            currency={draft.currency}
            selectedDayId={selectedDay}
            onSelectDay={setSelectedDay}
            edit={edit}
          />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <MyTrips currentId={tripId} onDeleted={(id) => onDeleted(id, id === tripId)} />
        </div>
      </div>
      {sharing && tripId ? (
        <ShareDialog
          tripId={tripId}
          share={editor.share}
          onShare={editor.setShare}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </div>
  );
}

/** Reads a saved trip, then starts the planner on it (with any newer local edits). */
function SavedTrip({
  user,
  id,
  onCreated,
  onDeleted,
}: {
  user: TSelfUser;
  id: string;
  onCreated: (id: string) => void;
  onDeleted: (id: string, current: boolean) => void;
}) {
  const trip = useTrip(id);
  const [start, setStart] = useState<EditorStart | null>(null);
  useEffect(() => {
    if (trip.data && !start) setStart(startFromServer(user.id, trip.data));
  }, [trip.data, start, user.id]);
  if (trip.isError) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink">Trip not found</h1>
        <p className="text-ink-muted">
          This trip was deleted or belongs to someone else. Your own trips are listed in My Trips.
        </p>
        <Link to={tripPlannerPath(null)} className={buttonVariants()}>
          Plan a new trip
        </Link>
      </div>
    );
  }
  if (!start) return <Spinner page label="Opening your trip…" />;
  return <TripWorkspace user={user} start={start} onCreated={onCreated} onDeleted={onDeleted} />;
}

function NewTrip({
  user,
  onCreated,
  onDeleted,
}: {
  user: TSelfUser;
  onCreated: (id: string) => void;
  onDeleted: (id: string, current: boolean) => void;
}) {
  const { currency } = useCurrency();
  const [start] = useState(() => startNew(user.id, emptyTrip(currency)));
  return <TripWorkspace user={user} start={start} onCreated={onCreated} onDeleted={onDeleted} />;
}

/**
 * /plan-trip 'Plan Your Trip' (spec 2 §2): a new trip, or the saved one named by ?trip=. A new
 * trip gets its address once the server has created it, without reopening the planner.
 */
export function TripPlannerPage({ user }: { user: TSelfUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlId = params.get('trip');
  /** The trip the open planner shows (it changes when the planner creates its trip). */
  const current = useRef<string | null>(urlId);
  const [opened, setOpened] = useState({ id: urlId, generation: 0 });

  useEffect(() => {
    if (urlId === current.current) return;
    current.current = urlId;
    setOpened((last) => ({ id: urlId, generation: last.generation + 1 }));
  }, [urlId]);

  const onCreated = (id: string) => {
    // Same planner, new address: the effect above sees its own trip and keeps it open.
    current.current = id;
    void navigate(tripPlannerPath(id), { replace: true });
  };
  const onDeleted = (id: string, current: boolean) => {
    clearDraft(user.id, id);
    if (current) void navigate(tripPlannerPath(null));
  };

  const key = `${opened.id ?? 'new'}:${opened.generation}`;
  return opened.id ? (
    <SavedTrip key={key} user={user} id={opened.id} onCreated={onCreated} onDeleted={onDeleted} />
  ) : (
    <NewTrip key={key} user={user} onCreated={onCreated} onDeleted={onDeleted} />
  );
}
