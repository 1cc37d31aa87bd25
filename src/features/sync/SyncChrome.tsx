import { useEffect, useState } from 'react';
import { useSession } from '../../app/session';
import { nextTask } from '../../app/next-task';
import { SyncBadge, type BadgeLive } from './SyncBadge';
import type SyncEngine from './SyncEngine';
import './sync.css';

/**
 * Loaded lazily by SignedInChrome: the badge, and after it the sync engine, every feature's local mutators and the
 * device database stay out of the bundle of the first (auth) screen.
 *
 * Issue 24: the badge is part of the first screen, the engine is not. This chunk draws the badge; what it reads and
 * starts loads after the badge's commit has been painted, a step a task: Dexie, then the device database's module
 * (its schemas), then the badge's live counts, then the engine (its mutators) and the panel. Evaluated with the
 * badge, that graph was one task of 270–390 ms at 4× CPU between the landing and its badge.
 */
type Step = 'counts' | 'engine';
const loaded: { counts?: BadgeLive['Counts']; engine?: typeof SyncEngine } = {};
let loading: Promise<void> | null = null;
const listeners = new Set<(step: Step) => void>();

function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function loadLive(): Promise<void> {
  return (loading ??= (async () => {
    await afterPaint();
    await import('dexie');
    await nextTask();
    await import('../../data/local-db');
    await nextTask();
    loaded.counts = (await import('./SyncCounts')).default;
    listeners.forEach((l) => l('counts'));
    await nextTask();
    loaded.engine = (await import('./SyncEngine')).default;
    listeners.forEach((l) => l('engine'));
  })().catch((err: unknown) => {
    loading = null; // the next mount asks again
    console.warn('The sync engine failed to load', err);
  }));
}

function useLive(): BadgeLive & { engine?: typeof SyncEngine } {
  const [, setStep] = useState<Step | null>(null);
  useEffect(() => {
    listeners.add(setStep);
    void loadLive();
    return () => void listeners.delete(setStep);
  }, []);
  return { Counts: loaded.counts, Panel: loaded.engine?.SyncPanel, engine: loaded.engine };
}

export default function SyncChrome() {
  const userId = useSession((s) => s.user?.id);
  const live = useLive();
  const engine = live.engine;
  useEffect(() => {
    if (userId && engine) engine.startSyncForSession();
  }, [userId, engine]);
  return userId ? <SyncBadge key={userId} userId={userId} live={live} /> : null;
}
