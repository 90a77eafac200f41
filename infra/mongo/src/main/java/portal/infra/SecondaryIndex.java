package portal.infra;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

/**
 * A non-unique index, which mongo-java-server accepts but ignores (every such query would read
 * the whole collection). It groups the documents by the index's first field, so a query with an
 * equality or `$in` on that field (or a `$or` of such) reads only the documents with those
 * values. Within a group the documents are kept in the order of the index's other keys, so
 * (through {@link IndexedReads}) a query that pins a prefix of the keys and sorts by the rest is
 * read in that order up to its limit, and a count of such a prefix is answered without reading
 * documents. Kept in memory and rebuilt from the data when a collection opens (H2 keeps only the
 * documents and the unique indexes).
 */
final class SecondaryIndex<P> extends Index<P> {
    private final String field;
    /** The keys after the first, which order the documents of one value of the first. */
    private final List<IndexKey> rest;
    /** Dotted paths may cross arrays, which the order does not model: such an index only groups. */
    private final boolean ordered;
    private final Map<KeyValue, NavigableSet<Entry<P>>> entriesByValue = new HashMap<>();
    /** What each document (by `_id`) was indexed under, to take it out again. */
    private final Map<KeyValue, Indexed<P>> byId = new HashMap<>();
    /** Documents with an array or embedded document under one of the other keys: while any, no ordered read. */
    private int unorderable;

    /** A document's place in one group: its values of the other keys, its `_id` (ties), its position. */
    private record Entry<P>(List<Object> values, Object id, P position) {}

    private record Indexed<P>(List<KeyValue> groups, Entry<P> entry, boolean orderable) {}

    SecondaryIndex(String name, List<IndexKey> keys) {
        super(name, keys, false);
        this.field = keys.get(0).getKey();
        this.rest = List.copyOf(keys.subList(1, keys.size()));
        this.ordered = rest.stream().allMatch(key -> isTopLevel(key.getKey()));
    }

    /** Top-level first fields only: a dotted path may cross arrays, which this index does not model. */
    static boolean supports(List<IndexKey> keys) {
        return !keys.isEmpty() && isTopLevel(keys.get(0).getKey());
    }

    private static boolean isTopLevel(String key) {
        return !key.contains(".") && !key.startsWith("$");
    }

    private static boolean isScalar(Object value) {
        return value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof ObjectId || value instanceof Date || value instanceof UUID;
    }

    /** Values whose equality the matcher and the sort order agree on (so a pinned range is exact). */
    private static boolean isExact(Object value) {
        return value instanceof String || value instanceof Integer || value instanceof Long || value instanceof Boolean
                || value instanceof ObjectId || value instanceof Date;
    }

    private static KeyValue key(Object value) {
        return new KeyValue(value).normalized();
    }

    private int compare(Entry<P> a, Entry<P> b) {
        for (int i = 0; i < rest.size(); i++) {
            Comparator<Object> order = rest.get(i).isAscending() ? ValueComparator.asc() : ValueComparator.desc();
            int cmp = order.compare(a.values().get(i), b.values().get(i));
            if (cmp != 0) return cmp;
        }
        return ValueComparator.asc().compare(a.id(), b.id());
    }

    /** The groups a document is found in: the field's value, each element of an array, or null when absent. */
    private List<KeyValue> groupsOf(Document document) {
        Object value = document.get(field);
        List<KeyValue> values = new ArrayList<>();
        if (value instanceof Collection<?> elements) {
            for (Object element : elements) values.add(key(element));
        }
        values.add(key(value));
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

    /** The exact value a filter pins a top-level field to (`v` or `{$eq: v}`), else null. */
    private static Object pinned(Document query, String key) {
        Object condition = query.get(key);
        if (condition instanceof Document operators) {
            return operators.size() == 1 && isExact(operators.get("$eq")) ? operators.get("$eq") : null;
        }
        return isExact(condition) ? condition : null;
    }

    /** The values the filter pins the index's leading keys to, in key order (empty when not the first). */
    private List<Object> pins(Document query) {
        List<Object> pins = new ArrayList<>();
        Object first = pinned(query, field);
        if (first == null) return pins;
        pins.add(first);
        for (IndexKey key : rest) {
            Object value = pinned(query, key.getKey());
            if (value == null) break;
            pins.add(value);
        }
        return pins;
    }

    /** The entries under the pinned values, in index order. */
    private List<Entry<P>> range(List<Object> pins) {
        NavigableSet<Entry<P>> group = entriesByValue.get(key(pins.get(0)));
        if (group == null) return List.of();
        if (pins.size() == 1) return new ArrayList<>(group);
        List<Entry<P>> range = new ArrayList<>();
        for (Entry<P> entry : group) {
            boolean inside = true;
            for (int i = 1; i < pins.size() && inside; i++) inside = ValueComparator.asc().compare(entry.values().get(i - 1), pins.get(i)) == 0;
            if (inside) range.add(entry);
        }
        return range;
    }

    /**
     * How many leading keys the filter pins when this index can serve it sorted by `orderBy` (the
     * keys after those, all in the index's directions or all reversed); -1 when it cannot.
     */
    synchronized int pinnedInOrder(Document query, Document orderBy) {
        if (!ordered || unorderable > 0 || orderBy == null || orderBy.isEmpty()) return -1;
        List<Object> pins = pins(query);
        if (pins.isEmpty()) return -1;
        return direction(pins.size(), orderBy) == 0 ? -1 : pins.size();
    }

    /** 1 when `orderBy` is the keys after the pinned ones in the index's directions, -1 all reversed, else 0. */
    private int direction(int pinned, Document orderBy) {
        List<IndexKey> sortKeys = rest.subList(pinned - 1, rest.size());
        if (orderBy.size() != sortKeys.size()) return 0;
        int direction = 0;
        int i = 0;
        for (String key : orderBy.keySet()) {
            IndexKey indexKey = sortKeys.get(i++);
            if (!indexKey.getKey().equals(key) || !(orderBy.get(key) instanceof Number value) || value.intValue() == 0) return 0;
            int along = (value.intValue() > 0) == indexKey.isAscending() ? 1 : -1;
            if (direction != 0 && direction != along) return 0;
            direction = along;
        }
        return direction;
    }

    /** The positions of the documents under the filter's pinned keys in `orderBy`'s order, or null when this index cannot serve it. */
    synchronized List<P> positionsInOrder(Document query, Document orderBy) {
        int pinned = pinnedInOrder(query, orderBy);
        if (pinned < 0) return null;
        List<Entry<P>> range = range(pins(query));
        List<P> positions = new ArrayList<>(range.size());
        for (Entry<P> entry : range) positions.add(entry.position());
        if (direction(pinned, orderBy) < 0) Collections.reverse(positions);
        return positions;
    }

    /** The number of documents matching a filter made only of equalities on leading keys, or null for any other filter. */
    synchronized Integer countOf(Document query) {
        if (!ordered || unorderable > 0) return null;
        List<Object> pins = pins(query);
        if (pins.isEmpty() || pins.size() != query.size()) return null;
        return range(pins).size();
    }

    @Override
    public synchronized boolean canHandle(Document query) {
        return queriedValues(query) != null;
    }

    @Override
    public synchronized Iterable<P> getPositions(Document query) {
        Set<P> positions = new LinkedHashSet<>();
        for (Object value : queriedValues(query)) {
            NavigableSet<Entry<P>> found = entriesByValue.get(key(value));
            if (found != null) for (Entry<P> entry : found) positions.add(entry.position());
        }
        return positions;
    }

    @Override
    public synchronized void add(Document document, P position, MongoCollection<P> collection) {
        List<Object> values = new ArrayList<>(rest.size());
        boolean orderable = true;
        for (IndexKey key : rest) {
            Object value = ordered ? Utils.getSubdocumentValueCollectionAware(document, key.getKey()) : null;
            if (value instanceof Collection<?> || value instanceof Document) orderable = false;
            values.add(value);
        }
        Entry<P> entry = new Entry<>(values, document.get("_id"), position);
        List<KeyValue> groups = groupsOf(document);
        for (KeyValue group : groups) entriesByValue.computeIfAbsent(group, v -> new TreeSet<>(this::compare)).add(entry);
        byId.put(key(document.get("_id")), new Indexed<>(groups, entry, orderable));
        if (!orderable) unorderable++;
    }

    @Override
    public synchronized P remove(Document document) {
        Indexed<P> indexed = byId.remove(key(document.get("_id")));
        if (indexed == null) return null;
        for (KeyValue group : indexed.groups()) {
            NavigableSet<Entry<P>> entries = entriesByValue.get(group);
            if (entries == null) continue;
            entries.remove(indexed.entry());
            if (entries.isEmpty()) entriesByValue.remove(group);
        }
        if (!indexed.orderable()) unorderable--;
        return indexed.entry().position();
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
        entriesByValue.clear();
        byId.clear();
        unorderable = 0;
    }
}
