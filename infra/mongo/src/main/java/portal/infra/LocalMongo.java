package portal.infra;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerError;
import io.netty.channel.Channel;
import org.h2.mvstore.MVMap;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * The portal's local MongoDB-wire database: mongo-java-server on one address with either its
 * H2 MVStore file backend (data kept across restarts) or its memory backend (tests).
 *
 * Usage: LocalMongo --host 127.0.0.1 --port 27017 --backend h2|memory [--file .data/mongo/portal.mv]
 */
public final class LocalMongo {
    /** Logical sessions last this long, as a standalone mongod advertises. */
    private static final int SESSION_TIMEOUT_MINUTES = 30;

    public static void main(String[] args) throws Exception {
        String host = "127.0.0.1";
        int port = 27017;
        String backendName = "memory";
        String file = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--host" -> host = args[i + 1];
                case "--port" -> port = Integer.parseInt(args[i + 1]);
                case "--backend" -> backendName = args[i + 1];
                case "--file" -> file = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }

        MongoBackend backend;
        if ("h2".equals(backendName)) {
            if (file == null) throw new IllegalArgumentException("--backend h2 needs --file");
            Files.createDirectories(Path.of(file).toAbsolutePath().getParent());
            backend = new H2Backend(file) {
                @Override
                protected MongoDatabase openOrCreateDatabase(String name) {
                    return new H2Database(name, getMvStore(), getCursorRegistry()) {
                        @Override
                        protected MongoCollection<Object> openOrCreateCollection(String collection, CollectionOptions options) {
                            // The maps H2Database names for a collection (its DATABASES_PREFIX and META_PREFIX).
                            String namespace = getFullCollectionNamespace(collection);
                            MVMap<Object, Document> data = getMvStore().openMap("databases." + namespace);
                            MVMap<String, Object> meta = getMvStore().openMap("meta." + namespace);
                            return new H2Collection(this, collection, options, data, meta, cursorRegistry) {
                                @Override
                                protected QueryResult queryDocuments(Document query, Document orderBy, int skip, int limit, int batchSize, Document fields) {
                                    return IndexedReads.query(getIndexes(), query, orderBy, positions -> matchDocumentsFromStream(query, positions.stream().map(this::getDocument), skip, limit, batchSize, null, fields),
                                            () -> super.queryDocuments(query, orderBy, skip, limit, batchSize, fields));
                                }

                                @Override
                                public int count(Document query, int skip, int limit) {
                                    return IndexedReads.count(getIndexes(), query, skip, limit, () -> super.count(query, skip, limit));
                                }
                            };
                        }

                        @Override
                        protected Index<Object> openOrCreateSecondaryIndex(String collection, String index, List<IndexKey> keys, boolean sparse) {
                            return SecondaryIndex.supports(keys) ? new SecondaryIndex<>(index, keys) : super.openOrCreateSecondaryIndex(collection, index, keys, sparse);
                        }
                    };
                }

                @Override
                public Document handleCommand(Channel channel, String database, String command, Document query) {
                    return answer(command, query, (name, q) -> super.handleCommand(channel, database, name, q));
                }
            };
        } else if ("memory".equals(backendName)) {
            backend = new MemoryBackend() {
                @Override
                public MemoryDatabase openOrCreateDatabase(String name) {
                    return new MemoryDatabase(name, getCursorRegistry()) {
                        @Override
                        protected MemoryCollection openOrCreateCollection(String collection, CollectionOptions options) {
                            return new MemoryCollection(this, collection, options, cursorRegistry) {
                                @Override
                                protected QueryResult queryDocuments(Document query, Document orderBy, int skip, int limit, int batchSize, Document fields) {
                                    return IndexedReads.query(getIndexes(), query, orderBy, positions -> matchDocumentsFromStream(query, positions.stream().map(this::getDocument), skip, limit, batchSize, null, fields),
                                            () -> super.queryDocuments(query, orderBy, skip, limit, batchSize, fields));
                                }

                                @Override
                                public int count(Document query, int skip, int limit) {
                                    return IndexedReads.count(getIndexes(), query, skip, limit, () -> super.count(query, skip, limit));
                                }
                            };
                        }

                        @Override
                        protected Index<Integer> openOrCreateSecondaryIndex(String collection, String index, List<IndexKey> keys, boolean sparse) {
                            return SecondaryIndex.supports(keys) ? new SecondaryIndex<>(index, keys) : super.openOrCreateSecondaryIndex(collection, index, keys, sparse);
                        }
                    };
                }

                @Override
                public Document handleCommand(Channel channel, String database, String command, Document query) {
                    return answer(command, query, (name, q) -> super.handleCommand(channel, database, name, q));
                }
            };
        } else {
            throw new IllegalArgumentException("--backend is h2 or memory, not " + backendName);
        }

        MongoServer server = new MongoServer(backend);
        // SIGTERM/SIGINT: close the server and its backend, so the H2 file is written out whole.
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "local-mongo-shutdown"));
        server.bind(host, port);
        System.out.println("local-mongo listening on " + host + ":" + port + " (" + backendName
                + (file != null ? ", " + file : "") + ")");
    }

    /**
     * Answers as a standalone mongod does where mongo-java-server differs: `hello` (drivers and
     * mongoose ask it) is `isMaster` plus `isWritablePrimary`; both advertise logical sessions;
     * a transaction is refused as a standalone server refuses it, instead of being silently faked.
     */
    static Document answer(String command, Document query, BiFunction<String, Document, Document> server) {
        if (Boolean.TRUE.equals(query.get("startTransaction"))) {
            throw new MongoServerError(20, "IllegalOperation",
                    "Transaction numbers are only allowed on a replica set member or mongos");
        }
        String name = command.toLowerCase(Locale.ROOT);
        if (!name.equals("hello") && !name.equals("ismaster")) return server.apply(command, query);
        Document reply = server.apply("isMaster", query);
        reply.put("isWritablePrimary", Boolean.TRUE);
        reply.put("logicalSessionTimeoutMinutes", SESSION_TIMEOUT_MINUTES);
        return reply;
    }
}
