import { createServer } from 'node:http';
import { closeServer, createLogger, loadConfig, onShutdown } from '@portal/service-kit';
import { createGatewayApp } from './gateway';

const config = loadConfig('gateway');
const log = createLogger('gateway');
const server = createServer(createGatewayApp(log).callback());
server.listen(config.port, config.host, () => log.info({ url: `http://${config.host}:${config.port}` }, 'gateway listening'));
onShutdown(log, () => closeServer(server));
