import { Router, urlencoded } from 'express';
import { listEvents, saveEvent } from '../repositories/analytics';
import type { Database } from 'better-sqlite3';

const eventTypePattern = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * POST /segment/collect/{eventType} (spec §7 analytics): the form-encoded payload is stored as sent;
 * the browser only logs the answer, so it is an empty 204. GET /segment/events exists only when
 * `expose` is set (tests), so a running store never lists what visitors sent.
 */
export const segmentRouter = (db: Database, expose: boolean): Router => {
  const router = Router();
  router.post('/segment/collect/:eventType', urlencoded({ extended: false, limit: '32kb' }), (req, res) => {
    const { eventType } = req.params;
    if (!eventTypePattern.test(eventType)) {
      res.status(400).json({ message: 'Invalid event type' });
      return;
    }
    const body: unknown = req.body;
    saveEvent(db, eventType, typeof body === 'object' && body !== null ? body : {});
    res.status(204).end();
  });
  if (expose) {
    router.get('/segment/events', (req, res) => {
      const type = typeof req.query.type === 'string' ? req.query.type : undefined;
      res.json(listEvents(db, type));
    });
  }
  return router;
};
