package portal.infra;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * A non-unique index, which mongo-java-server accepts but ignores (every such query would read
 * the whole collection). It hashes the documents on the index's first field, so a query with an
 * equality or `$in` on that field (or a `$or` of such) reads only the documents with those values; the server still
 * matches the whole filter and sorts them. Kept in memory and rebuilt from the data when a
 * collection opens (H2 keeps only the documents and the unique indexes).
 */
final class SecondaryIndex<P> extends Index<P> {
    private final String field;
    private final Map<KeyValue, Set<P>> positionsByValue = new HashMap<>();
    /** What each document (by `_id`) was indexed under, to take it out again. */
    private final Map<KeyValue, Indexed<P>> byId = new HashMap<>();

    private record Indexed<P>(P position, List<KeyValue> values) {}

    SecondaryIndex(String name, List<IndexKey> keys) {
        super(name, keys, false);
        this.field = keys.get(0).getKey();
    }

    /** Top-level first fields only: a dotted path may cross arrays, which this index does not model. */
    static boolean supports(List<IndexKey> keys) {
        return !keys.isEmpty() && !keys.get(0).getKey().contains(".") && !keys.get(0).getKey().startsWith("$");
    }

    private static boolean isScalar(Object value) {
        return value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof ObjectId || value instanceof Date || value instanceof UUID;
    }

    private static KeyValue key(Object value) {
        return new KeyValue(value).normalized();
    }

    /** The values a document is found under: the field's value, each element of an array, or null when absent. */
    private List<KeyValue> valuesOf(Document document) {
        Object value = document.get(field);
        List<KeyValue> values = new ArrayList<>();
        if (value instanceof Collection<?> elements) {
            for (Object element : elements) values.add(key(element));
            values.add(key(value));
        } else {
            values.add(key(value));
        }
        return values;
    }

    /**
     * The queried values when the filter pins the first field to scalars (equality or `$in`), or
     * when it is a `$or` each of whose branches does; else null.
     */
    private List<Object> queriedValues(Document query) {
        if (query.get("$or") instanceof Collection<?> branches && query.size() == 1 && !branches.isEmpty()) {
            List<Object> values = new ArrayList<>();
            for (Object branch : branches) {
                List<Object> branchValues = branch instanceof Document filter ? queriedValues(filter) : null;
                if (branchValues == null) return null;
                values.addAll(branchValues);
            }
            return values;
        }
        if (!query.containsKey(field)) return null;
        Object condition = query.get(field);
        if (isScalar(condition)) return List.of(condition);
        if (!(condition instanceof Document operators) || operators.size() != 1) return null;
        if (operators.containsKey("$eq") && isScalar(operators.get("$eq"))) return List.of(operators.get("$eq"));
        if (operators.get("$in") instanceof Collection<?> candidates && candidates.stream().allMatch(SecondaryIndex::isScalar)) {
            return new ArrayList<>(candidates);
        }
        return null;
    }

    @Override
    public synchronized boolean canHandle(Document query) {
        return queriedValues(query) != null;
    }

    @Override
    public synchronized Iterable<P> getPositions(Document query) {
        Set<P> positions = new LinkedHashSet<>();
        for (Object value : queriedValues(query)) {
            Set<P> found = positionsByValue.get(key(value));
            if (found != null) positions.addAll(found);
        }
        return positions;
    }

    @Override
    public synchronized void add(Document document, P position, MongoCollection<P> collection) {
        List<KeyValue> values = valuesOf(document);
        for (KeyValue value : values) positionsByValue.computeIfAbsent(value, v -> new LinkedHashSet<>()).add(position);
        byId.put(key(document.get("_id")), new Indexed<>(position, values));
    }

    @Override
    public synchronized P remove(Document document) {
        Indexed<P> indexed = byId.remove(key(document.get("_id")));
        if (indexed == null) return null;
        for (KeyValue value : indexed.values()) {
            Set<P> positions = positionsByValue.get(value);
            if (positions == null) continue;
            positions.remove(indexed.position());
            if (positions.isEmpty()) positionsByValue.remove(value);
        }
        return indexed.position();
    }

    @Override
    public synchronized void updateInPlace(Document oldDocument, Document newDocument, P position, MongoCollection<P> collection) {
        remove(oldDocument);
        add(newDocument, position, collection);
    }

    @Override
    public P getPosition(Document document) {
        return null; // not unique: no document is "the" one for a key
    }

    @Override
    public void checkAdd(Document document, MongoCollection<P> collection) {
    }

    @Override
    public void checkUpdate(Document oldDocument, Document newDocument, MongoCollection<P> collection) {
    }

    @Override
    public synchronized long getCount() {
        return byId.size();
    }

    @Override
    public long getDataSize() {
        return 0;
    }

    @Override
    public synchronized void drop() {
        positionsByValue.clear();
        byId.clear();
    }
}
