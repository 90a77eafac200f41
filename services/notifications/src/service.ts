import { TOPICS } from '@portal/contracts';
import { internalUrlOf, SecretBox, type ServiceDefinition } from '@portal/service-kit';
import { Feed } from './feed';
import { hotelVisaHandlers } from './hotel-visa-handlers';
import { groupHandlers } from './group-handlers';
import { accountHandlers, activityHandlers, flightHandlers, helpdeskHandlers, hotelHandlers, identityHandlers, transferHandlers, type NotifyContext } from './handlers';
import { Mailer } from './mailer';
import { Recipients } from './recipients';
import { notificationRoutes } from './routes';
import { visaHandlers } from './visa-handlers';
import { DeliveryWorker } from './webhooks/delivery';
import { webhookHandlers, withWebhooks } from './webhooks/events';
import { webhookRoutes } from './webhooks/routes';
import { Webhooks } from './webhooks/webhooks';

/** The notifications service: emails and the in-app feed, driven by events. */
export const notificationsService: ServiceDefinition = {
  name: 'notifications',
  topics: [TOPICS.notifications],
  async setup(deps) {
    const env = process.env;
    const mailer = new Mailer(
      deps.mongo.db.collection('emails'),
      env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
      env.MAIL_FROM ?? 'Voyagr Pro <no-reply@voyagr.example>',
      deps.log.child({ component: 'mailer' }),
    );
    const feed = new Feed(deps.mongo.db.collection('feed'));
    const recipients = new Recipients(deps.mongo.db.collection('recipients'));
    const webhooks = new Webhooks(
      deps.mongo.db.collection('webhook_endpoints'),
      deps.mongo.db.collection('webhook_deliveries'),
      deps.mongo.db.collection('webhook_on_request'),
      deps.clock,
      deps.config.production,
      SecretBox.fromEnv(env, 'WEBHOOK_SECRETS_KEY', 'development-only-webhook-secrets-key'),
    );
    await Promise.all([mailer.init(), feed.init(), recipients.init(), webhooks.init()]);
    const context: NotifyContext = {
      mailer,
      feed,
      recipients,
      operatorEmail: env.OPERATOR_EMAIL ?? 'operators@voyagr.example',
      portalUrl: (env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
      flightsUrl: internalUrlOf('flights', env),
      hotelsUrl: internalUrlOf('hotels', env),
      transfersUrl: internalUrlOf('transfers', env),
      activitiesUrl: internalUrlOf('activities', env),
    };
    // Webhook events join the dispatch of the groups that already read their topics (no group of their own).
    const hooks = webhookHandlers(webhooks);
    return {
      routers: [notificationRoutes(feed, mailer), webhookRoutes(webhooks)],
      consumers: [
        { groupId: `${deps.config.dbName}.identity`, topics: [TOPICS.identity], handlers: identityHandlers(context) },
        { groupId: `${deps.config.dbName}.account`, topics: [TOPICS.account], handlers: accountHandlers(context) },
        { groupId: `${deps.config.dbName}.flights`, topics: [TOPICS.flights], handlers: withWebhooks(flightHandlers(context), hooks) },
        { groupId: `${deps.config.dbName}.hotels`, topics: [TOPICS.hotels], handlers: withWebhooks(hotelHandlers(context), hooks) },
        { groupId: `${deps.config.dbName}.transfers`, topics: [TOPICS.transfers], handlers: withWebhooks(transferHandlers(context), hooks) },
        { groupId: `${deps.config.dbName}.activities`, topics: [TOPICS.activities], handlers: withWebhooks(activityHandlers(context), hooks) },
        { groupId: `${deps.config.dbName}.helpdesk`, topics: [TOPICS.helpdesk], handlers: withWebhooks(helpdeskHandlers(context), hooks) },
        // Visa requests: their own group on the visa desk's topic (its other areas have theirs).
        { groupId: `${deps.config.dbName}.visa-requests`, topics: [TOPICS.visa], handlers: withWebhooks(visaHandlers(context), hooks) },
        // Hotel visa reservations (helper visa-hotels): their own group on the visa topic.
        { groupId: `${deps.config.dbName}.visa-hotels`, topics: [TOPICS.visa], handlers: hotelVisaHandlers(context, internalUrlOf('visa', env)) },
        // Group quotations (visa topic): a consumer group of their own beside the visa requests'.
        { groupId: `${deps.config.dbName}.visa-groups`, topics: [TOPICS.visa], handlers: groupHandlers(context) },
      ],
      workers: [mailer, new DeliveryWorker(webhooks, deps.clock, deps.log.child({ component: 'webhooks' }))],
    };
  },
};
